import { getExtension, sanitizeFileName, toSafeKeyName } from '../../../runtime/server/uploads/sanitizeFileName.js';

describe('sanitizeFileName', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['keeps a plain name', { given: 'Comprobante de pago.pdf', want: 'Comprobante de pago.pdf' }],
    ['drops the path', { given: 'C:\\fakepath\\recibo.pdf', want: 'recibo.pdf' }],
    ['drops markup and control characters', { given: 'a<b>\u0000c"d|e?.txt', want: 'abcde.txt' }],
    ['no leading dots (no hidden files)', { given: '..env', want: 'env' }],
    ['collapses spaces', { given: '  Pago   marzo \t.pdf ', want: 'Pago marzo .pdf' }],
    ['an empty result falls back', { given: '../', want: 'archivo' }],
    ['cuts long names, keeping the extension', { given: `${'a'.repeat(300)}.pdf`, want: `${'a'.repeat(251)}.pdf` }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => expect(sanitizeFileName(given)).toBe(want));
});

describe('toSafeKeyName', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['ASCII with dashes', { given: 'Diagrama de flujo (1).PNG', want: 'Diagrama-de-flujo-1-.png' }],
    ['accents folded', { given: 'Señal único.jpg', want: 'Senal-unico.jpg' }],
    ['nothing left', { given: '¿¡!?', want: 'archivo' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => expect(toSafeKeyName(given)).toBe(want));
  it('reads extensions', () => {
    expect([getExtension('a.PDF'), getExtension('a'), getExtension('.bashrc'), getExtension('x/y.tar.gz')]).toEqual(['pdf', '', '', 'gz']);
  });
});
