// Setup of the web tests (jsdom): Testing Library cleanup between tests and stubs jsdom lacks.
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s: a form's first validation compiles its schema with ajv, which takes over the
// default 1 s on a 2-core machine that also runs the server suites and Chromium during npm test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement window.alert; tests that expect the error alert spy on it.
window.alert = () => {};

// jsdom has <dialog> but not showModal/close: the open attribute, the close event and Escape's cancel event as a
// browser gives them (the page behind turning inert is checked in Chromium by tests/e2e/accessibility.test.ts).
if (!HTMLDialogElement.prototype.showModal) {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, open: boolean) {
      this.toggleAttribute('open', open);
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll('dialog[open]')].pop();
    if (dialog instanceof HTMLDialogElement && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
