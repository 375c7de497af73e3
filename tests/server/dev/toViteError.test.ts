// toViteError: the overlay shows every problem's line, points at the first one's file and position, and frames the
// schema's lines around it.
import { getCodeFrame, toViteError, type DevProblem } from '../../../runtime/server/dev/index.js';

const SCHEMA = ['{', '  "entity": "institute",', '  "fields": {', '    "city": { "type": "string", "maxLength": "ochenta" }', '  }', '}'].join('\n');

describe('toViteError', () => {
  const first: DevProblem = { file: '/site/schemas/institute.json', line: 4, column: 43, text: 'schemas/institute.json:4:43: /fields/city/maxLength: must be integer' };
  const second: DevProblem = { file: '/site/schemas/app.json', text: 'schemas/app.json: /: the menu names no grid' };

  it.each([
    [[first], 'admin-gen: 1 schema error'],
    [[first, second], 'admin-gen: 2 schema errors'],
  ])('lists every problem under a heading that counts them (%#)', (problems, heading) => {
    const err = toViteError(problems, () => SCHEMA);
    expect(err.message.split('\n')).toEqual([expect.stringMatching(new RegExp(`^${heading} \\(`)), ...problems.map((problem) => problem.text)]);
    expect(err).toMatchObject({ plugin: 'admin-gen', stack: '', id: first.file, loc: { file: first.file, line: 4, column: 43 } });
  });

  it('frames the first problem in its schema, and leaves the frame out when the file cannot be read', () => {
    expect(toViteError([first], () => SCHEMA).frame).toBe(getCodeFrame(SCHEMA, 4, 43));
    expect(toViteError([first], () => undefined).frame).toBeUndefined();
  });

  it('has no position for a problem without one', () => {
    const err = toViteError([second], () => SCHEMA);
    expect(err.id).toBe(second.file);
    expect(err.loc).toBeUndefined();
    expect(err.frame).toBeUndefined();
  });
});

describe('getCodeFrame', () => {
  it('numbers two lines either side, marks the line and puts a caret under the column', () => {
    expect(getCodeFrame(SCHEMA, 4, 43).split('\n')).toEqual([
      '  2 |   "entity": "institute",',
      '  3 |   "fields": {',
      '> 4 |     "city": { "type": "string", "maxLength": "ochenta" }',
      `    | ${' '.repeat(42)}^`,
      '  5 |   }',
      '  6 | }',
    ]);
  });

  it('stays inside the text at its first and last lines', () => {
    expect(getCodeFrame('{\n}', 1, 1).split('\n')).toEqual(['> 1 | {', '    | ^', '  2 | }']);
    expect(getCodeFrame('{\n}', 2, 1).split('\n')).toEqual(['  1 | {', '> 2 | }', '    | ^']);
  });
});
