import { DEMO_PLACEHOLDERS, getDemoValueType, parseDemoTemplate, wordBanks } from '../../../runtime/shared/demo/index.js';
import entityMetaSchema from '../../../generator/entity.schema.json' with { type: 'json' };

const KNOWN = `a word bank (${Object.keys(wordBanks).join(', ')}) or one of ${Object.values(DEMO_PLACEHOLDERS).join(', ')}`;

describe('parseDemoTemplate', () => {
  const parsed: [string, { given: string; parts: unknown[]; type: string }][] = [
    ['plain text', { given: 'Hola', parts: ['Hola'], type: 'string' }],
    ['nothing', { given: '', parts: [], type: 'string' }],
    ['a bank', { given: '{city}', parts: [{ text: '{city}', kind: 'bank', bank: 'city' }], type: 'string' }],
    ['a range', { given: '{int:-5:5}', parts: [{ text: '{int:-5:5}', kind: 'int', min: -5, max: 5 }], type: 'integer' }],
    ['a float range', { given: '{float:0.5:9.5}', parts: [{ text: '{float:0.5:9.5}', kind: 'float', min: 0.5, max: 9.5 }], type: 'number' }],
    ['a boolean, 0.5 by default', { given: '{boolean}', parts: [{ text: '{boolean}', kind: 'boolean', probability: 0.5 }], type: 'boolean' }],
    ['a pick with an empty choice', { given: '{pick:|a|b}', parts: [{ text: '{pick:|a|b}', kind: 'pick', values: ['', 'a', 'b'] }], type: 'string' }],
    ['seq alone is an integer', { given: '{seq}', parts: [{ text: '{seq}', kind: 'seq' }], type: 'integer' }],
    [
      'a count of the rows pointing here',
      { given: '{count:quizQuestion:quiz}', parts: [{ text: '{count:quizQuestion:quiz}', kind: 'count', entity: 'quizQuestion', value: null, field: 'quiz', own: '_id' }], type: 'integer' },
    ],
    [
      'a sum over the rows sharing a field',
      {
        given: '{sum:line.price:order=order}',
        parts: [{ text: '{sum:line.price:order=order}', kind: 'sum', entity: 'line', value: 'price', field: 'order', own: 'order' }],
        type: 'number',
      },
    ],
    ['a parent field', { given: '{parent:name}', parts: [{ text: '{parent:name}', kind: 'parent', field: 'name' }], type: 'parent' }],
    [
      'text around placeholders is text',
      {
        given: 'Aula {int:1:9} de {ref:school}',
        parts: ['Aula ', { text: '{int:1:9}', kind: 'int', min: 1, max: 9 }, ' de ', { text: '{ref:school}', kind: 'ref', entity: 'school' }],
        type: 'string',
      },
    ],
  ];
  it.each(parsed)('%s', (_name, { given, parts, type }) => {
    const result = parseDemoTemplate(given);
    expect(result.problems).toEqual([]);
    expect(result.parts).toEqual(parts);
    expect(getDemoValueType(result)).toBe(type);
  });

  const refused: [string, string[]][] = [
    ['{firstname}', [`unknown word bank "{firstname}"; expected ${KNOWN}`]],
    ['{city:big}', ['"{city:big}": a word bank takes no argument; expected {city}']],
    ['{ city }', [`"{ city }": expected a placeholder name, ${KNOWN}`]],
    ['{int:1-99}', ['"{int:1-99}": expected {int:min:max} with integers min ≤ max']],
    ['{int:9:1}', ['"{int:9:1}": expected {int:min:max} with integers min ≤ max']],
    ['{int:1.5:3}', ['"{int:1.5:3}": expected {int:min:max} with integers min ≤ max']],
    ['{float:a:1}', ['"{float:a:1}": expected {float:min:max} with numbers min ≤ max']],
    ['{date:0}', ['"{date:0}": expected {date:-365:0} with numbers min ≤ max (days from today)']],
    ['{day::5}', ['"{day::5}": expected {day:0:365} with integers min ≤ max (days from today)']],
    ['{boolean:50}', ['"{boolean:50}": expected {boolean} or {boolean:p} with a probability p from 0 to 1']],
    ['{pick}', ['"{pick}": expected {pick:a|b|c}: values separated by "|"']],
    ['{ref}', ['"{ref}": expected {ref:entity} naming an entity']],
    ['{slug:}', ['"{slug:}": expected {slug:field} naming a field']],
    ['{seq:2}', ['"{seq:2}": expected {seq}, with no argument']],
    ['{count:line.price:order}', ['"{count:line.price:order}": expected {count:entity:field}: the entity, then its field holding this row\'s _id (or field=ownField)']],
    ['{sum:line:order}', ['"{sum:line:order}": expected {sum:entity.field:field}: the entity and its field summed, then its field holding this row\'s _id (or field=ownField)']],
    ['{sum:line.price}', ['"{sum:line.price}": expected {sum:entity.field:field}: the entity and its field summed, then its field holding this row\'s _id (or field=ownField)']],
    ['Hola {lastName', ['unclosed placeholder "{lastName"; expected "}" to close it']],
    ['{firstName {lastName}', ['unclosed placeholder "{firstName "; expected "}" to close it']],
    ['50% off}', ['unmatched "}" after "50% off"; expected "}" only to close a placeholder opened with "{"']],
    ['{nope} and {int:2:1}', [`unknown word bank "{nope}"; expected ${KNOWN}`, '"{int:2:1}": expected {int:min:max} with integers min ≤ max']],
  ];
  it.each(refused)('refuses %s', (given, want) => {
    expect(parseDemoTemplate(given).problems.map((problem) => problem.message)).toEqual(want);
  });
});

describe('the meta-schema documents demo templates', () => {
  it('names every placeholder in the description of demo.fields', () => {
    const description = entityMetaSchema.properties.demo.properties.fields.description;
    for (const syntax of Object.values(DEMO_PLACEHOLDERS)) expect(description).toContain(syntax.replace(/:.*\}$/, ''));
  });
});
