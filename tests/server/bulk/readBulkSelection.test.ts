// readBulkSelection's `where`: every row of the list, page after page by keyset, each page read as a scan (readAsScan).
import { readBulkSelection } from '../../../runtime/server/bulk/index.js';
import { isScanRead, type ListRead, type Store } from '../../../runtime/server/storage/index.js';
import { getListSpec } from '../../../runtime/shared/index.js';
import { sellerEntity } from '../../fixtures/entities.js';

const spec = getListSpec(sellerEntity, sellerEntity.endpoints.find((endpoint) => endpoint.kind === 'list')!);

describe('readBulkSelection', () => {
  it('collects every row of a `where` selection by keyset, each page read as a scan', async () => {
    const total = 4500;
    const ids = Array.from({ length: total }, (_, index) => `s${String(index).padStart(5, '0')}`);
    const reads: { after?: string; scan: boolean }[] = [];
    const read = async ({ after, pageSize }: ListRead) => {
      reads.push({ after, scan: isScanRead() });
      const start = after === undefined ? 0 : ids.indexOf(after) + 1;
      return { rows: ids.slice(start, start + pageSize).map((_id) => ({ _id })), count: total };
    };
    const selected = await readBulkSelection({ entity: sellerEntity, spec, read, store: {} as Store, scope: { rows: null }, selection: { where: {} } });
    expect(selected).toEqual(ids);
    expect(reads).toEqual([
      { after: undefined, scan: true },
      { after: 's01999', scan: true },
      { after: 's03999', scan: true },
    ]);
  });
});
