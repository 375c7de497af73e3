import { configure } from '@testing-library/react';

// The form page is lazy (RJSF, ajv, react-select, the day picker); importing it once before a file's tests keeps
// the first test's findBy* within its timeout instead of waiting for the chunk's modules to transform.
// ajv compiles a form's schema on its first validation, which under a loaded machine outlasts findBy's default
// second: form tests wait up to 5 s (a failure takes longer to report, a pass is as fast).
export function loadFormChunk(): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await import('../../../runtime/web/forms/FormPage.js');
    await loadCalendarChunk();
  }, 60_000);
}

/** The calendar (react-day-picker) is a lazy chunk of its own, opened from forms and date filters: import it up front for the same reason. */
export async function loadCalendarChunk(): Promise<void> {
  await import('../../../runtime/web/widgets/DateCalendar.js');
}
