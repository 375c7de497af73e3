// Setup of the web tests (jsdom): Testing Library cleanup between tests and stubs jsdom lacks.
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s: a form's first validation compiles its schema with ajv, which takes over the
// default 1 s on a 2-core machine that also runs the server suites and Chromium during npm test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement window.alert; tests that expect the spec's alert spy on it.
window.alert = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
