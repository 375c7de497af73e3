import { getRequestBody, getActionKind, getDefaultActions, isActionShown } from '../../../runtime/web/index.js';
import { courseCategoryEntity } from '../../fixtures/entities.js';
import { createAction } from '../fixtures/createFixture.js';

const row = { _id: 'c1', name: 'Arte', visible: true, position: 4 };

describe('getRequestBody', () => {
  it.each([
    ['none sends nothing', 'none', row, undefined, undefined],
    ['row sends the whole row', 'row', row, undefined, row],
    ['row leaves out the $labels the API added', 'row', { ...row, $labels: { parent: 'Arte' } }, undefined, row],
    ['fields sends the editable fields of the row', 'fields', row, undefined, { name: 'Arte', visible: true }],
    ['typed values win', 'fields', row, { name: 'Música' }, { name: 'Música', visible: true }],
    ['id sends only the _id', 'id', { ...row, $labels: {} }, undefined, { _id: 'c1' }],
  ] as const)('%s', (_name, body, given, values, want) => {
    expect(getRequestBody(body, courseCategoryEntity, given, values)).toEqual(want);
  });
});

describe('isActionShown', () => {
  it.each([
    [null, 'pending', true],
    [null, null, true],
    ['pending', 'pending', true],
    ['pending', 'issued', false],
    ['pending', null, false],
  ])('tab %j on tab %j → %s', (tab, current, want) => {
    expect(isActionShown(createAction('transition', { tab }), current)).toBe(want);
  });
});

describe('action registry', () => {
  it.each([
    ['transition', 'row'],
    ['assign', 'row'],
    ['unassign', 'row'],
  ])('%s is drawn in the %s slot', (kind, slot) => {
    expect(getActionKind(getDefaultActions(), kind).slot).toBe(slot);
  });
});
