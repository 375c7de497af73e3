import ExcelJS from 'exceljs';
import { getCsvDelimiter, readImportFile } from '../../../runtime/server/import/readImportFile.js';

const lines = async (file: Buffer, type: 'csv' | 'xlsx') => {
  const read = [];
  for await (const line of readImportFile(file, type)) read.push(line);
  return read;
};

describe('readImportFile', () => {
  it.each([
    ['a Spanish Excel CSV', '\ufeffa;b\r\n1;2\r\n', ';'],
    ['a comma CSV', 'a,b\n1,2\n', ','],
    ['commas inside quotes', '"a, b";c\n', ';'],
    ['semicolons inside quotes', '"a; b; c",d\n', ','],
    ['one column', 'a\n1\n', ';'],
  ])('%s: delimiter %s', (_name, text, want) => {
    expect(getCsvDelimiter(Buffer.from(text))).toBe(want);
  });

  it('CSV: BOM dropped, empty cells null, a quoted cell over two lines keeps one record, blank lines skipped', async () => {
    expect(await lines(Buffer.from('\ufeffNombre;Nota\r\nA;\r\n\r\nB;"dos\r\nlíneas"\r\n'), 'csv')).toEqual([
      { line: 1, cells: ['Nombre', 'Nota'] },
      { line: 2, cells: ['A', null] },
      { line: 5, cells: ['B', 'dos\r\nlíneas'] },
    ]);
  });

  it("XLSX: the first sheet's typed cells, rich text joined, formulas by their result", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Uno');
    sheet.addRow(['Nombre', 'Precio', 'Fecha']);
    sheet.addRow([{ richText: [{ text: 'Cu' }, { text: 'rso' }] }, { formula: '1+1', result: 2 }, new Date(Date.UTC(2026, 0, 2))]);
    sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
    workbook.addWorksheet('Dos').addRow(['otra hoja']);
    const read = await lines(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(read).toEqual([
      { line: 1, cells: ['Nombre', 'Precio', 'Fecha'] },
      { line: 2, cells: ['Curso', 2, new Date(Date.UTC(2026, 0, 2))] },
    ]);
  });
});
