// Setup of the web tests (jsdom): Testing Library cleanup between tests and stubs jsdom lacks.
import { cleanup } from '@testing-library/react';

// jsdom does not implement window.alert; tests that expect the spec's alert spy on it.
window.alert = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
