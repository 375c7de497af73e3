import type { RecordedRequest, MockResponse } from './createFetchMock.js';

export type Row = Record<string, unknown>;

/** Answers a list request like the server: filters by substring on the query's known fields, sorts, pages (1-based). */
export function answerList(rows: readonly Row[], request: RecordedRequest, filterFields: readonly string[] = []): MockResponse {
  let result = [...rows];
  for (const field of filterFields) {
    const value = request.query.get(field);
    if (value) result = result.filter((row) => String(row[field]).toLowerCase().includes(value.toLowerCase()));
  }
  const sortField = request.query.get('sortField');
  if (sortField) {
    const direction = request.query.get('sortOrder') === 'desc' ? -1 : 1;
    result.sort((a, b) => String(a[sortField]).localeCompare(String(b[sortField])) * direction);
  }
  const pageIndex = Number(request.query.get('pageIndex') ?? '1');
  const pageSize = Number(request.query.get('pageSize') ?? '20');
  return { body: { data: result.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), itemsCount: result.length } };
}

/** `count` sellers named 'Vendedor 01'…, with ids s01…. */
export function makeSellers(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { _id: `s${n}`, name: `Vendedor ${n}` };
  });
}
