// Closed sets of names a schema may use that are values, not kinds with a descriptor: each name with its description
// (the meta-schema's enum descriptions and docs/schema-reference.md are generated from these).

/** Generators of server-made values an entity's `generated` may name. */
export const generatedValueKinds = {
  licenseKey: 'A unique key XXXX-XXXX-XXXX-XXXX (letters and digits), made when a new row leaves the field empty.',
} as const;

/** Generators of server-made values an entity's `generated` may name (licenseKey: a unique key XXXX-XXXX-XXXX-XXXX). */
export const GENERATED_VALUE_KINDS = Object.keys(generatedValueKinds) as readonly (keyof typeof generatedValueKinds)[];

/** What a referencing row does when the row it points to is deleted. */
export const onDeleteRules = {
  restrict: 'Refuse the delete with a 409 naming the rows that still refer to it (the default).',
  cascade: 'Delete the referencing rows too, in the same transaction.',
  setNull: 'Clear the field (a many-reference loses the id); the field must not be required.',
} as const;

/** What a referencing row does when the row it points to is deleted. */
export const ON_DELETE_RULES = Object.keys(onDeleteRules) as readonly (keyof typeof onDeleteRules)[];

/** How a rule across fields compares its field with another (`{ "field": "finishedAt", "gte": "startedAt" }`): >, ≥, <, ≤. */
export const RULE_COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
