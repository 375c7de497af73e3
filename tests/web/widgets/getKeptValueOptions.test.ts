import { getKeptValueOptions } from '../../../runtime/web/widgets/getKeptValueOptions.js';

const options = [
  { value: 'paper', label: 'Papel' },
  { value: 'ebook', label: 'Digital' },
];
const label = (value: string) => `${value} (ya no)`;

describe('getKeptValueOptions', () => {
  it.each<[string, unknown, string[]]>([
    ['a listed value adds nothing', 'paper', ['Papel', 'Digital']],
    ['no value adds nothing', undefined, ['Papel', 'Digital']],
    ['an empty choice adds nothing', '', ['Papel', 'Digital']],
    ['a value no longer listed is added, labelled', 'cassette', ['Papel', 'Digital', 'cassette (ya no)']],
    ['a number keeps its type', 7, ['Papel', 'Digital', '7 (ya no)']],
    ['a multiple choice adds each unlisted value once', ['paper', 'vinyl', 'vinyl'], ['Papel', 'Digital', 'vinyl (ya no)']],
  ])('%s', (_case, value, want) => {
    expect(getKeptValueOptions(options, value, label).map((option) => option.label)).toEqual(want);
  });

  it('keeps the stored value itself, so choosing it sends it back', () => {
    expect(getKeptValueOptions(options, 7, label).at(-1)).toEqual({ value: 7, label: '7 (ya no)' });
  });
});
