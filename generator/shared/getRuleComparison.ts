import { RULE_COMPARISONS } from '../../runtime/shared/index.js';
import type { RuleComparison } from '../../runtime/shared/index.js';
import type { RuleInput } from './types.js';

/** The comparison a rule states (its first one; checkRules reports a second), or undefined for a requiredIf. */
export function getRuleComparison(rule: RuleInput): RuleComparison | undefined {
  return RULE_COMPARISONS.find((comparison) => rule[comparison] !== undefined);
}
