import type { FieldModel } from '../../../../../shared/migrations/index.js';

/** What a stored value is, as far as converting it goes: text splits by the two formats whose stored form is fixed. */
export type ValueKind = 'text' | 'date' | 'date-time' | 'integer' | 'real' | 'boolean' | 'array' | 'object';

/** The kind of a field's stored values (any format but `date` and `date-time` is plain text: it is checked on write only). */
export function getValueKind(model: FieldModel): ValueKind {
  switch (model.storage) {
    case 'text':
      return model.format === 'date' || model.format === 'date-time' ? model.format : 'text';
    case 'json':
      return model.type === 'object' ? 'object' : 'array';
    default:
      return model.storage;
  }
}
