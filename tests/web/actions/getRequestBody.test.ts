import { getRequestBody } from '../../../runtime/web/index.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';

const row = { _id: 'c1', name: 'Arte', visible: true, position: 4 };

describe('getRequestBody', () => {
  it.each([
    ['none sends nothing', 'none', undefined, undefined],
    ['row sends the whole row', 'row', undefined, row],
    ['fields sends the editable fields of the row', 'fields', undefined, { name: 'Arte', visible: true }],
    ['typed values win', 'fields', { name: 'Música' }, { name: 'Música', visible: true }],
  ] as const)('%s', (_name, body, values, want) => {
    expect(getRequestBody(body, courseCategoryEntity, row, values)).toEqual(want);
  });
});
