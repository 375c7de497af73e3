import { getSizeLabel } from '../../../runtime/web/widgets/getSizeLabel.js';
import { getUppyLocale } from '../../../runtime/web/widgets/getUppyLocale.js';

describe('getSizeLabel', () => {
  const cases: [string, { given: number; want: string }][] = [
    ['the default upload limit', { given: 4_000_000, want: '4MB' }],
    ['a fraction of a megabyte', { given: 2_500_000, want: '2.5MB' }],
    ['rounded to one decimal', { given: 1_234_567, want: '1.2MB' }],
    ['kilobytes', { given: 500_000, want: '500kB' }],
    ['bytes', { given: 512, want: '512B' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(getSizeLabel(given)).toBe(want);
  });
});

describe('getUppyLocale', () => {
  it("is Uppy's Spanish pack with the app's restriction messages and Uppy 6's missing keys", () => {
    const locale = getUppyLocale('es', 4_000_000);
    expect(locale.strings.exceedsSize).toBe('%{file} supera el peso máximo de 4MB.');
    expect(locale.strings.youCanOnlyUploadFileTypes).toBe('Solo puedes subir archivos pdf, doc, docx, imágenes y texto plano.');
    expect(locale.strings.dropPasteFiles).toBe('Suelta archivos aquí o %{browseFiles}');
    expect(locale.strings.browseFiles).toBe('selecciona archivos');
    expect(locale.strings.done).toBe('Hecho');
    expect(locale.strings.failedToAddFiles).toBe('No se pudieron agregar los archivos');
    expect(locale.pluralize(1)).toBe(0);
    expect(locale.pluralize(2)).toBe(1);
  });

  it('keeps English for an English app, with the limit in the same units', () => {
    const locale = getUppyLocale('en-US', 4_000_000);
    expect(locale.strings.exceedsSize).toBe('%{file} exceeds the maximum size of 4MB.');
    expect(locale.strings.dropPasteFiles).toBe('Drop files here or %{browseFiles}');
  });
});
