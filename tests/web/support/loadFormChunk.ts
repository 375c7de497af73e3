// The form page is lazy (RJSF, ajv, react-select, the day picker); importing it once before a file's tests keeps
// the first test's findBy* within its timeout instead of waiting for the chunk's modules to transform.
export function loadFormChunk(): void {
  beforeAll(async () => {
    await import('../../../runtime/web/forms/FormPage.js');
  }, 60_000);
}
