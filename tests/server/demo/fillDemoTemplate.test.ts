import { createRandom } from '../../../runtime/server/demo/createRandom.js';
import { fillDemoTemplate } from '../../../runtime/server/demo/fillDemoTemplate.js';
import { wordBanks } from '../../../runtime/server/demo/wordBanks.js';

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
    for (let i = 0; i < 20; i++) expect(want(fillDemoTemplate(given, random))).toBe(true);
  });

  it.each(['{int:1}', '{int:a:b}', '{boolean:2}', '{nope}'])('rejects %s', (template) => {
    expect(() => fillDemoTemplate(template, createRandom(1))).toThrow();
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
    for (const words of Object.values(wordBanks)) expect(new Set(words).size).toBe(words.length);
  });
});
