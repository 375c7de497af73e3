import type { EntityDefinition, FieldDefinition } from '../../../runtime/shared/index.js';
import { addServerFields } from '../../../runtime/server/model/index.js';

function field(name: string, schema: FieldDefinition['schema'], readOnly = true): FieldDefinition {
  return { name, title: name, schema, storage: 'text', readOnly, required: false, html: false, secret: false };
}

const entity = {
  entity: 'account',
  fields: [
    field('createdAt', { type: 'string', format: 'date-time', readOnly: true }),
    field('createdOn', { type: 'string', format: 'date', readOnly: true }),
    field('lastLoginAt', { type: ['string', 'null'], format: 'date-time', readOnly: true }),
    field('publishedAt', { type: ['string', 'null'], format: 'date-time' }, false),
  ],
} as unknown as EntityDefinition;

describe('addServerFields', () => {
  const now = new Date('2026-11-27T10:20:30.456Z');

  it('sets the id and the read-only dates to now, and leaves a nullable read-only date-time ("not yet") unset', () => {
    const record = addServerFields(entity, {}, now);
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(record).toMatchObject({ createdAt: '2026-11-27T10:20:30.456Z', createdOn: '2026-11-27' });
    // An account made in the panel has never signed in; a field a person writes is theirs.
    expect(record).not.toHaveProperty('lastLoginAt');
    expect(record).not.toHaveProperty('publishedAt');
  });

  it('keeps a read-only date the record already holds', () => {
    expect(addServerFields(entity, { createdAt: '2020-01-01T00:00:00.000Z' }, now).createdAt).toBe('2020-01-01T00:00:00.000Z');
  });
});
