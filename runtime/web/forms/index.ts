// Only the lazy entry is public: importing FormPage or the widget registry here would pull RJSF into the main chunk.
export { LazyFormPage } from './LazyFormPage.js';
export type { FormPageProps } from './FormPage.js';
