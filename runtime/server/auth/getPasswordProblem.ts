import { createRequire } from 'node:module';
import { messages } from '../messages.js';

const require = createRequire(import.meta.url);

export const MIN_PASSWORD_LENGTH = 12;

/** What a password is judged against beside itself. */
export interface PasswordContext {
  /** The account's email: its local part (or the whole address) is no password. */
  readonly email?: string;
}

// Fewer different characters than this in 12 or more is a repetition: aaaa…, 1212…, abcabc…
const MIN_DISTINCT_CHARACTERS = 5;
// Letter rows of the common keyboards, to refuse walks along them (qwertyuiopas…).
const KEYBOARD_ROWS = ['qwertyuiopasdfghjklzxcvbnm', 'qwertzuiopasdfghjklyxcvbnm', 'azertyuiopqsdfghjklmwxcvbn'];

let commonPasswords: ReadonlySet<string> | undefined;

/** The ~49,000 most common passwords that @zxcvbn-ts/language-common ships (lower-case), loaded on first use. */
function getCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    // Required here, not imported: its 2.5 MB load only when a password is set, not at every server start.
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary.passwords.map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

/**
 * The Spanish reason a password is refused, or null when it is acceptable: fewer than 12 characters; a common
 * password (any case, also with digits or symbols around it, or repeated); a repetition or a run of characters; the email.
 */
export function getPasswordProblem(password: string, context: PasswordContext = {}): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort(MIN_PASSWORD_LENGTH);
  const text = password.normalize('NFKC').toLowerCase();
  if (isCommon(text)) return messages.passwordTooCommon();
  if (isTrivial(text)) return messages.passwordTrivial();
  if (context.email !== undefined && resemblesEmail(text, context.email)) return messages.passwordLikeEmail();
  return null;
}

/** In the list as it is, without the digits and symbols around its letters (Password2024!), or as a word repeated. */
function isCommon(text: string): boolean {
  const common = getCommonPasswords();
  const unit = getRepeatedUnit(text);
  return [text, stripDecoration(text), unit ? stripDecoration(unit) : ''].some((candidate) => candidate !== '' && common.has(candidate));
}

/** Few different characters, a run (abcdef…, 789012…, 987654…), a keyboard walk, or a run repeated. */
function isTrivial(text: string): boolean {
  const characters = [...text];
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return true;
  const unit = getRepeatedUnit(text) ?? text;
  return isRun([...unit]) || KEYBOARD_ROWS.some((row) => row.includes(unit) || [...row].reverse().join('').includes(unit));
}

/** Every step goes one character up, or every step one down; digits wrap (…8901…). */
function isRun(characters: readonly string[]): boolean {
  const steps = new Set<number>();
  for (let index = 1; index < characters.length; index += 1) steps.add(getStep(characters[index - 1]!, characters[index]!));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

function getStep(from: string, to: string): number {
  const digits = /^\d$/.test(from) && /^\d$/.test(to);
  const step = to.codePointAt(0)! - from.codePointAt(0)!;
  if (!digits) return step;
  const wrapped = (step + 10) % 10;
  return wrapped === 9 ? -1 : wrapped;
}

/** The shortest text that, repeated twice or more, makes `text`; undefined when there is none. */
function getRepeatedUnit(text: string): string | undefined {
  const characters = [...text];
  for (let size = 1; size <= characters.length / 2; size += 1) {
    if (characters.length % size !== 0) continue;
    const unit = characters.slice(0, size).join('');
    if (unit.repeat(characters.length / size) === text) return unit;
  }
  return undefined;
}

/** The text between its first and last letter (digits and symbols around a word are decoration). */
function stripDecoration(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The address itself, or its local part with or without decoration (ana.garcia → Ana.Garcia2024!). */
function resemblesEmail(text: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const lettersAndDigits = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, '');
  if (address !== '' && text.includes(address)) return true;
  const name = lettersAndDigits(stripDecoration(local));
  return name !== '' && (lettersAndDigits(stripDecoration(text)) === name || lettersAndDigits(text) === lettersAndDigits(local));
}
