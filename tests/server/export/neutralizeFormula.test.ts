import { neutralizeFormula } from '../../../runtime/server/export/index.js';

describe('neutralizeFormula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+34 600', "'+34 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Ana = Eva', 'Ana = Eva'],
    ['', ''],
    ["'ya citado", "'ya citado"],
  ])('%j → %j', (text, expected) => {
    expect(neutralizeFormula(text)).toBe(expected);
  });
});
