import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { getPasswordProblem, MIN_PASSWORD_LENGTH } from '../../../runtime/server/auth/getPasswordProblem.js';

// Any Unicode character but a surrogate half (fast-check's own 'binary' unit takes seconds to build on first use).
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).filter((value) => value < 0xd800 || value > 0xdfff).map((value) => String.fromCodePoint(value));

const SHORT = 'La contraseña debe tener al menos 12 caracteres.';
const COMMON = 'Esa contraseña es demasiado común; elige otra.';
const TRIVIAL = 'Esa contraseña solo repite o sigue una serie de caracteres; elige otra.';
const EMAIL = 'La contraseña no puede ser tu correo ni el nombre que va antes de la @; elige otra.';

describe('getPasswordProblem', () => {
  it.each<[string, string | null]>([
    // The examples, and the length limit by characters, not UTF-16 units.
    ['aaaaaaaaaa', SHORT],
    ['1234567890', SHORT],
    ['password12', SHORT],
    ['clave-corta', SHORT],
    ['ñññññññññññ', SHORT],
    ['😀😀😀😀😀😀😀😀😀😀😀', SHORT],
    // In the shipped list, in any case, with digits or symbols around the word, or repeated.
    ['password1234', COMMON],
    ['PASSWORD1234', COMMON],
    ['Password2024!', COMMON],
    ['sunshine2024', COMMON],
    ['!!iloveyou1234', COMMON],
    ['123456789012', COMMON],
    ['1q2w3e4r5t6y', COMMON],
    ['dragondragon', COMMON],
    ['trustno1trustno1', COMMON],
    // Repetitions, runs (digits wrap) and keyboard walks.
    ['aaaaaaaaaaaa', TRIVIAL],
    ['121212121212', TRIVIAL],
    ['abcabcabcabc', TRIVIAL],
    ['abcdefghijkl', TRIVIAL],
    ['LMNOPQRSTUVW', TRIVIAL],
    ['987654321098', TRIVIAL],
    ['345678901234', TRIVIAL],
    ['qwertyuiopas', TRIVIAL],
    ['lkjhgfdsapoi', TRIVIAL],
    ['abcdefabcdef', TRIVIAL],
    // The account's own email or its local part.
    ['ana.garcia@example.com', EMAIL],
    ['Ana.Garcia2024!', EMAIL],
    ['anagarcia-2024', EMAIL],
    // Acceptable.
    ['clave-de-pruebas-1', null],
    ['mi perro se llama Toby', null],
    ['ñandú-en-la-pampa', null],
    ['correcto caballo batería grapa', null],
    ['garcia-de-los-rios', null],
  ])('%j → %j', (password, want) => {
    expect(getPasswordProblem(password, { email: 'ana.garcia@example.com' })).toBe(want);
  });

  it('without an email, judges the password alone', () => {
    expect(getPasswordProblem('Ana.Garcia2024!')).toBeNull();
  });

  it('refuses any text of fewer than 12 characters, with the length reason', () => {
    fc.assert(
      fc.property(fc.array(codePoint, { maxLength: MIN_PASSWORD_LENGTH - 1 }), (characters) => getPasswordProblem(characters.join('')) === SHORT),
    );
  });

  it('refuses every all-letter word of the list, in any case, padded with digits and symbols to 12 or more', () => {
    const words = dictionary.passwords.filter((word) => /^[a-z]+$/.test(word));
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.string({ unit: fc.constantFrom(...'0123456789!.#_-'), minLength: MIN_PASSWORD_LENGTH, maxLength: 20 }),
        fc.nat(),
        (word, upper, padding, split) => {
          const cased = [...word].map((letter, index) => (upper[index % upper.length] ? letter.toUpperCase() : letter)).join('');
          const cut = split % (padding.length + 1);
          return getPasswordProblem(padding.slice(0, cut) + cased + padding.slice(cut)) === COMMON;
        },
      ),
    );
  });

  it('accepts random passwords like the ones the first start prints (18 random bytes, base64url)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 18, maxLength: 18 }), (bytes) => getPasswordProblem(Buffer.from(bytes).toString('base64url'), { email: 'admin@example.com' }) === null),
    );
    expect(getPasswordProblem(randomBytes(18).toString('base64url'))).toBeNull();
  });
});
