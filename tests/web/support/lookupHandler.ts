import type { MockResponse, RecordedRequest } from './createFetchMock.js';
import type { Row } from './listHandler.js';

export interface LookupMockOptions {
  readonly display: string;
  readonly secondary?: string;
  /** The rows' parent field, for a tree: options carry their path. */
  readonly parent?: string;
}

/** Answers `GET /api/lookup/{entity}/{field}` like the server: ids in order, else q (contains, any case), by label, offset and limit. */
export function answerLookup(rows: readonly Row[], request: RecordedRequest, { display, secondary, parent }: LookupMockOptions): MockResponse {
  const label = (row: Row) => String(row[display] ?? row._id);
  const toOption = (row: Row) => {
    const path: string[] = [label(row)];
    const ancestors: string[] = [];
    for (let up = parent ? row[parent] : undefined; up; ) {
      const ancestor = rows.find((candidate) => candidate._id === up);
      if (!ancestor) break;
      path.unshift(label(ancestor));
      ancestors.unshift(String(ancestor._id));
      up = ancestor[parent!];
    }
    const second = secondary ? row[secondary] : undefined;
    return { id: String(row._id), label: label(row), ...(typeof second === 'string' && second !== '' && { secondary: second }), ...(parent && { path: path.join(' › '), ancestors }) };
  };
  const ids = request.query.get('ids');
  if (ids !== null) {
    const found = ids.split(',').flatMap((id) => rows.filter((row) => row._id === id));
    return { body: { data: found.map(toOption), nextOffset: null } };
  }
  const q = (request.query.get('q') ?? '').toLowerCase();
  const matching = rows.filter((row) => label(row).toLowerCase().includes(q)).sort((a, b) => label(a).localeCompare(label(b)));
  const offset = Number(request.query.get('offset') ?? '0');
  const limit = Number(request.query.get('limit') ?? '20');
  return { body: { data: matching.slice(offset, offset + limit).map(toOption), nextOffset: offset + limit < matching.length ? offset + limit : null } };
}
