import { createRandom } from '../../../runtime/server/demo/createRandom.js';
import { fillDemoTemplate, slugify, type DemoTemplateContext } from '../../../runtime/server/demo/fillDemoTemplate.js';
import { wordBanks } from '../../../runtime/shared/demo/index.js';

describe('fillDemoTemplate', () => {
  const cases: [string, { given: string; want: (value: unknown) => boolean }][] = [
    ['plain text stays', { given: 'Hola', want: (value) => value === 'Hola' }],
    ['one int placeholder is a number', { given: '{int:3:7}', want: (value) => typeof value === 'number' && value >= 3 && value <= 7 }],
    ['boolean:1 is always true', { given: '{boolean:1}', want: (value) => value === true }],
    ['boolean:0 is always false', { given: '{boolean:0}', want: (value) => value === false }],
    ['a bank alone is one of its words', { given: '{city}', want: (value) => (wordBanks.city as readonly string[]).includes(String(value)) }],
    ['mixed text is a string', { given: 'Aula {int:1:9}', want: (value) => typeof value === 'string' && /^Aula [1-9]$/.test(value) }],
    [
      'two banks fill in place',
      { given: '{firstName} {lastName}', want: (value) => typeof value === 'string' && value.split(' ').length >= 2 },
    ],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    const random = createRandom('test');
    for (let i = 0; i < 20; i++) expect(want(fillDemoTemplate(given, { random }))).toBe(true);
  });

  const NOW = new Date('2026-06-15T12:00:00Z');
  const context = (extra: Partial<DemoTemplateContext> = {}): DemoTemplateContext => ({ random: createRandom('v2'), now: NOW, ...extra });
  const contextCases: [string, { given: string; context?: Partial<DemoTemplateContext>; want: (value: unknown) => boolean }][] = [
    ['float has two decimals in range', { given: '{float:10:20}', want: (v) => typeof v === 'number' && v >= 10 && v <= 20 && Number(v.toFixed(2)) === v }],
    ['negative int range', { given: '{int:-5:-1}', want: (v) => typeof v === 'number' && v >= -5 && v <= -1 }],
    ['pick is one of the values', { given: '{pick:Pendiente|Facturada}', want: (v) => v === 'Pendiente' || v === 'Facturada' }],
    [
      'date is an ISO instant in the range',
      { given: '{date:-365:0}', want: (v) => typeof v === 'string' && Date.parse(v) <= NOW.getTime() && Date.parse(v) >= NOW.getTime() - 365 * 86_400_000 && v === new Date(v).toISOString() },
    ],
    ['day is a YYYY-MM-DD in the range', { given: '{day:0:10}', want: (v) => typeof v === 'string' && /^2026-06-(1[5-9]|2[0-5])$/.test(v) }],
    ['ref picks from the rows given', { given: '{ref:user}', context: { pickRef: (entity) => `id-of-${entity}` }, want: (v) => v === 'id-of-user' }],
    ['ref with no rows is undefined', { given: '{ref:user}', context: { pickRef: () => undefined }, want: (v) => v === undefined }],
    ['parent reads the parent row', { given: 'Lección de {parent:nombre}', context: { parent: { nombre: 'Álgebra' } }, want: (v) => v === 'Lección de Álgebra' }],
    ['seq is the number within the parent', { given: 'Opción {seq}', context: { seq: 3 }, want: (v) => v === 'Opción 3' }],
    ['seq alone is a number', { given: '{seq}', context: { seq: 2 }, want: (v) => v === 2 }],
    ['sentence is Spanish text ending in a period or question mark', { given: '{sentence}', want: (v) => typeof v === 'string' && /[.?]$/.test(v) && v.length > 10 }],
    ['slug of another field', { given: '{slug:name}', context: { record: { name: 'Simulacro de Física 2' } }, want: (v) => v === 'simulacro-de-fisica-2' }],
    [
      'after is an instant min..max minutes after another field',
      {
        given: '{after:startedAt:5:60}',
        context: { record: { startedAt: '2026-06-01T10:00:00.000Z' } },
        want: (v) => typeof v === 'string' && Date.parse(v) >= Date.parse('2026-06-01T10:05:00.000Z') && Date.parse(v) <= Date.parse('2026-06-01T11:00:00.000Z'),
      },
    ],
    ['after an empty field is undefined', { given: '{after:startedAt:5:60}', context: { record: {} }, want: (v) => v === undefined }],
  ];
  it.each(contextCases)('%s', (_name, { given, context: extra, want }) => {
    const ctx = context(extra);
    for (let i = 0; i < 20; i++) expect(want(fillDemoTemplate(given, ctx))).toBe(true);
  });

  it.each(['{int:1}', '{int:a:b}', '{int:5:1}', '{float:x:1}', '{boolean:2}', '{pick}', '{date:0}', '{day:a:b}', '{ref}', '{nope}'])('rejects %s', (template) => {
    expect(() => fillDemoTemplate(template, { random: createRandom(1), pickRef: () => 'x' })).toThrow();
  });
});

describe('slugify', () => {
  it.each([
    ['Álgebra Lineal', 'algebra-lineal'],
    ['  ¿Qué es?  ', 'que-es'],
    ['Niño_Ñandú 100%', 'nino-nandu-100'],
  ])('%s → %s', (given, want) => {
    expect(slugify(given)).toBe(want);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('wordBanks', () => {
  it('has at least 15 real-sounding course categories and the banks the schemas use', () => {
    expect(wordBanks.courseCategory.length).toBeGreaterThanOrEqual(15);
    expect(wordBanks.courseCategory).toEqual(expect.arrayContaining(['Preparación Preuniversitaria', 'Matemáticas', 'Inglés B2']));
    expect(wordBanks.instituteKind).toEqual(expect.arrayContaining(['Superior Tecnológico', 'Pedagógico']));
    expect(wordBanks.contentName).toEqual(expect.arrayContaining(['Matemáticas', 'Álgebra', 'Ecuaciones de primer grado']));
    expect(wordBanks.countryCode).toEqual(expect.arrayContaining(['EC', 'CO', 'PE']));
    for (const bank of ['lessonTitle', 'questionStem', 'quizName', 'bannerTitle', 'commentSentence'] as const) expect(wordBanks[bank].length).toBeGreaterThanOrEqual(10);
    for (const words of Object.values(wordBanks)) expect(new Set(words).size).toBe(words.length);
  });
});
