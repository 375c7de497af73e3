/** Which billing properties switch the form's modes; ui:options of the `billing` widget may rename them. */
export interface BillingRoles {
  /** Checkbox 'Consumidor final': hides every other property but `always`. */
  readonly finalConsumer: string;
  /** Checkbox 'request the data at course activation': hides the manual properties, shows `days`. */
  readonly requestToUser: string;
  /** Shown only while `requestToUser` is on. */
  readonly days: string;
  /** Shown in every mode (country is always required). */
  readonly always: readonly string[];
}

export const BILLING_ROLES: BillingRoles = {
  finalConsumer: 'isEmptyInvoice',
  requestToUser: 'isBillingInformationRequestedToUser',
  days: 'daysToRequestInvoice',
  always: ['country'],
};

/**
 * The billing properties shown for a value, in schema order: final consumer → `always` and its checkbox;
 * requested from the buyer → those, the request checkbox and the days; otherwise all but the days (the manual data).
 */
export function getBillingFields(properties: readonly string[], value: Readonly<Record<string, unknown>>, roles: BillingRoles): string[] {
  const { finalConsumer, requestToUser, days, always } = roles;
  if (value[finalConsumer] === true) return properties.filter((name) => always.includes(name) || name === finalConsumer);
  if (value[requestToUser] === true) {
    return properties.filter((name) => always.includes(name) || name === finalConsumer || name === requestToUser || name === days);
  }
  return properties.filter((name) => name !== days);
}

/** The value with only the shown properties: what the form submits (hidden data is dropped). */
export function pickFields(value: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fields) if (value[name] !== undefined) picked[name] = value[name];
  return picked;
}

/** Roles from ui:options, each falling back to the spec's property names. */
export function getBillingRoles(options: Readonly<Record<string, unknown>>): BillingRoles {
  const text = (name: keyof BillingRoles & string, fallback: string) =>
    typeof options[name] === 'string' ? (options[name] as string) : fallback;
  const always = options.always;
  return {
    finalConsumer: text('finalConsumer', BILLING_ROLES.finalConsumer),
    requestToUser: text('requestToUser', BILLING_ROLES.requestToUser),
    days: text('days', BILLING_ROLES.days),
    always: Array.isArray(always) && always.every((name) => typeof name === 'string') ? always : BILLING_ROLES.always,
  };
}

/**
 * The billing object as submitted: only the properties its mode shows. RJSF fills schema defaults back into
 * hidden properties (a `false` checkbox), so the form drops them again on submit.
 */
export function getBillingValue(value: unknown, properties: readonly string[], roles: BillingRoles): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return pickFields(record, getBillingFields(properties, record, roles));
}
