import fc from 'fast-check';
import { getUploadFileName } from '../../../runtime/web/widgets/getUploadFileName.js';

const now = 1732262400000;

describe('getUploadFileName', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['base, dash, timestamp, dot, extension', { given: 'factura.pdf', want: 'factura-1732262400000.pdf' }],
    ['no extension', { given: 'LEEME', want: 'LEEME-1732262400000' }],
    ['a trailing dot is no extension', { given: 'factura.', want: 'factura-1732262400000' }],
    ['several dots: the extension follows the last one', { given: 'mi.factura.final.pdf', want: 'mi.factura.final-1732262400000.pdf' }],
    ['dates with dots stay in the base', { given: 'Factura 12.03.2024.pdf', want: 'Factura-12.03.2024-1732262400000.pdf' }],
    ['a double extension keeps its first part in the base', { given: 'archivo.tar.gz', want: 'archivo.tar-1732262400000.gz' }],
    ['spaces become one dash', { given: 'mi factura final.pdf', want: 'mi-factura-final-1732262400000.pdf' }],
    ['brackets and runs of unsafe characters become one dash', { given: 'mi factura (1).pdf', want: 'mi-factura-1-1732262400000.pdf' }],
    ['spaces around the name and before the dot go', { given: '  factura  .pdf', want: 'factura-1732262400000.pdf' }],
    ['accented letters stay', { given: 'año señal.docx', want: 'año-señal-1732262400000.docx' }],
    ['the extension keeps its case', { given: 'FOTO.JPG', want: 'FOTO-1732262400000.JPG' }],
    ['a Windows path keeps only the file name', { given: 'C:\\fakepath\\foto.png', want: 'foto-1732262400000.png' }],
    ['a folder path keeps only the file name', { given: 'carpeta/sub/nota.txt', want: 'nota-1732262400000.txt' }],
    ['a hidden file loses its leading dot', { given: '.env', want: 'env-1732262400000' }],
    ['leading and trailing dashes go', { given: '-guion-.pdf', want: 'guion-1732262400000.pdf' }],
    ['nothing usable left: archivo', { given: '???.pdf', want: 'archivo-1732262400000.pdf' }],
    ['an empty name: archivo', { given: '', want: 'archivo-1732262400000' }],
    ['an extension keeps only letters and digits', { given: 'foto.jp g', want: 'foto-1732262400000.jpg' }],
    ['a long base is cut to 100 characters', { given: `${'a'.repeat(150)}.png`, want: `${'a'.repeat(100)}-1732262400000.png` }],
  ];

  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getUploadFileName(given, now)).toBe(want);
  });

  it('stamps the milliseconds it is given, without fractions', () => {
    expect(getUploadFileName('a.txt', 1700000000123.9)).toBe('a-1700000000123.txt');
  });

  it('always gives a URL-safe name holding the timestamp, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), fc.integer({ min: 0, max: 4102444800000 }), (name, time) => {
        const result = getUploadFileName(name, time);
        expect(result).toMatch(/^[\p{L}\p{M}\p{N}._-]+$/u);
        expect(result).toContain(`-${time}`);
        expect(result.startsWith('.')).toBe(false);
        expect(Array.from(result).length).toBeLessThanOrEqual(100 + 1 + 13 + 1 + 10);
      }),
    );
  });
});
