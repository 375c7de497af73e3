import fc from 'fast-check';
import { fillSequenceTemplate, getSequenceFields, parseSequenceTemplate } from '../../runtime/shared/index.js';

const now = new Date(2026, 2, 7, 12, 0, 0);

describe('fillSequenceTemplate', () => {
  it.each([
    ['the scope: every placeholder but the number', 'F-{year}-{seq:5}', {}, undefined, 'F-2026-{seq}'],
    ['the number padded', 'F-{year}-{seq:5}', {}, 42, 'F-2026-00042'],
    ['a number longer than its width is kept whole', 'F-{seq:2}', {}, 123, 'F-123'],
    ['no width: the number as it is', '{seq}', {}, 7, '7'],
    ['month and day of the creation date', '{year}{month}{day}-{seq:3}', {}, 1, '20260307-001'],
    ['a field of the row names its series', '{series}/{seq:4}', { series: 'B' }, 12, 'B/0012'],
    ['an empty field leaves its place empty', '{series}/{seq}', { series: null }, 1, '/1'],
  ])('%s', (_name, template, row, seq, want) => {
    expect(fillSequenceTemplate(template, row, now, seq)).toBe(want);
  });

  it('two numbers of one scope differ, and the scope does not depend on the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 12 }), (a, b, width) => {
        const template = `N-{seq:${width}}-{year}`;
        expect(fillSequenceTemplate(template, {}, now, a) === fillSequenceTemplate(template, {}, now, b)).toBe(a === b);
      }),
    );
  });

  it('parses the parts and names the row fields', () => {
    expect(parseSequenceTemplate('F-{year}-{series}-{seq:5}')).toEqual([{ text: 'F-' }, { date: 'year' }, { text: '-' }, { field: 'series' }, { text: '-' }, { seq: 5 }]);
    expect(getSequenceFields('F-{year}-{series}-{seq:5}')).toEqual(['series']);
  });
});
