// Closed sets of names a schema may use that are values, not kinds with a descriptor.

/** Generators of server-made values an entity's `generated` may name (licenseKey: a unique key XXXX-XXXX-XXXX-XXXX). */
export const GENERATED_VALUE_KINDS = ['licenseKey'] as const;

/** What a referencing row does when the row it points to is deleted. */
export const ON_DELETE_RULES = ['restrict', 'cascade', 'setNull'] as const;

/** How a rule across fields compares its field with another (`{ "field": "finishedAt", "gte": "startedAt" }`): >, ≥, <, ≤. */
export const RULE_COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
