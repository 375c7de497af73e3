/** A choice of a select: its value and the text it shows. */
export interface SelectChoice {
  readonly value: unknown;
  readonly label: string;
}

/**
 * A select's options plus one for each value it holds that none of them has (a value the schema no longer lists, kept
 * by a row written before), labelled by `getLabel` with the raw value, so the select shows what is stored instead of
 * an empty choice and saving it unchanged keeps it.
 */
export function getKeptValueOptions<O extends SelectChoice>(options: readonly O[], value: unknown, getLabel: (value: string) => string): readonly (O | SelectChoice)[] {
  const held = (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null && item !== '' && typeof item !== 'object');
  const kept = held.filter((item, index) => held.indexOf(item) === index && !options.some((option) => option.value === item));
  return kept.length === 0 ? options : [...options, ...kept.map((item) => ({ value: item, label: getLabel(String(item)) }))];
}
