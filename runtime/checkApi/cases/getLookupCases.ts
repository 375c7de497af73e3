import { NO_ID } from '../CheckCase.js';
import { getQueryParameters } from '../OpenApiDocument.js';
import type { CaseFactory } from './CaseContext.js';

/** A reference's lookup: its first page, a search and page, the labels of ids it answered (and one unknown), limits past its edges. */
export const getLookupCases: CaseFactory = async (operation, { session }) => {
  const { method, path } = operation;
  const first = await session.send({ method, url: path });
  const ids = ((first.data as { data?: { id?: unknown }[] } | undefined)?.data ?? []).slice(0, 3).map((option) => String(option.id));
  const limit = getQueryParameters(operation).find((parameter) => parameter.name === 'limit')?.schema?.maximum;
  return [
    { name: 'the first page', request: { method, url: path }, status: [200] },
    { name: 'a search', request: { method, url: `${path}?q=a&offset=1&limit=5` }, status: [200] },
    { name: 'labels of ids', request: { method, url: `${path}?ids=${encodeURIComponent([...ids, NO_ID].join(','))}` }, status: [200] },
    { name: 'a limit of 0', request: { method, url: `${path}?limit=0` }, status: [400], field: 'limit' },
    ...(limit !== undefined ? [{ name: 'limit one past the documented maximum', request: { method, url: `${path}?limit=${limit + 1}` }, status: [400], field: 'limit' }] : []),
  ];
};
