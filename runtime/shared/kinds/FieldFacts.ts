import type { JsonSchema } from '../JsonSchema.js';

/** What a kind's fit and default rules read of a field: its schema and how the entity declares it. */
export interface FieldFacts {
  readonly schema: JsonSchema;
  /** Declared in `references`: holding one id, or an array of ids; null when it is no reference. */
  readonly reference: 'one' | 'many' | null;
  /** The field names editable children (a form's lines); absent: it does not. */
  readonly editableChildren?: boolean;
}

/** Which fields a kind draws, and the words `admin-gen build` uses for a field it cannot. */
export interface FieldFit {
  readonly fits: (field: FieldFacts) => boolean;
  /** How a field that does not fit falls short (`of type "string"`, `without a date format`); absent: the message names the field's type. */
  readonly shortfall?: (field: FieldFacts) => string;
  /** The fitting fields: `a boolean field`. */
  readonly expected: string;
}

/** A kind's place among a field's defaults: the kind with the lowest `rank` whose `when` holds is the one a field gets when it names none. */
export interface DefaultRule {
  readonly rank: number;
  readonly when: (field: FieldFacts) => boolean;
}
