// What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): =, +, -, @, tab, carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must show it, never run it: one that looks like a formula gets a leading apostrophe. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
