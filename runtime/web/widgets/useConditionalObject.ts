import type { ErrorSchema, FieldPathList, RJSFSchema } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { getConditionalObjectOptions, getShownProperties, pickFields } from './getShownProperties.js';

export interface UseConditionalObjectOptions {
  /** The object's schema as RJSF resolved it for the current value (if/then/else merged). */
  readonly schema: RJSFSchema;
  readonly value: Readonly<Record<string, unknown>>;
  /** The field's own path; changes of its properties arrive one level below it. */
  readonly path: FieldPathList;
  /** ui:options: `conditions` and `otherwise` (see ConditionalObjectOptions). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly onChange: (value: Record<string, unknown>, path: FieldPathList, errors?: ErrorSchema, id?: string) => void;
}

export interface UseConditionalObjectResult {
  /** The schema restricted to the properties the current condition shows (RJSF draws it as a plain object). */
  readonly schema: RJSFSchema;
  /** Applies a property's change, then drops what the new condition hides (kept aside, so switching back restores it). */
  readonly onChange: (value: unknown, path: FieldPathList, errors?: ErrorSchema, id?: string) => void;
}

/** An object whose shown properties follow conditions on its own values; hidden values are kept aside, not submitted. */
export function useConditionalObject(options: UseConditionalObjectOptions): UseConditionalObjectResult {
  const { schema, value, path, onChange } = options;
  const rules = useMemo(() => getConditionalObjectOptions(options.options), [options.options]);
  const properties = useMemo(() => Object.keys(schema.properties ?? {}), [schema.properties]);
  // Values of hidden properties, so unticking a checkbox that hid them brings back what was typed.
  const hidden = useRef<Record<string, unknown>>({});
  // RJSF re-renders a property only when its data changes (its memo ignores functions), so a checkbox may call
  // an onChange from an older render: the handler reads the current value from here, never from its closure.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const shown = useMemo(() => getShownProperties(properties, value, rules), [properties, value, rules]);
  const visibleSchema = useMemo<RJSFSchema>(() => {
    const { if: _if, then: _then, else: _else, ...rest } = schema;
    const visibleProperties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => shown.includes(name)));
    return { ...rest, properties: visibleProperties, required: (schema.required ?? []).filter((name) => shown.includes(name)) };
  }, [schema, shown]);

  const handleChange = useCallback(
    (next: unknown, changedPath: FieldPathList, errors?: ErrorSchema, id?: string) => {
      const property = changedPath.length === path.length + 1 ? changedPath[path.length] : undefined;
      if (property === undefined) {
        // Deeper than one of its properties: RJSF sets it where it belongs.
        onChange(next as Record<string, unknown>, changedPath, errors, id);
        return;
      }
      // What a hidden property holds in the form data is at most RJSF's schema default; the kept value wins.
      const full: Record<string, unknown> = { ...latest.current, ...hidden.current };
      if (next === undefined) delete full[String(property)];
      else full[String(property)] = next;
      const fields = getShownProperties(properties, full, rules);
      hidden.current = pickFields(
        full,
        properties.filter((name) => !fields.includes(name)),
      );
      const picked = pickFields(full, fields);
      latest.current = picked;
      onChange(picked, path, undefined, id);
    },
    [path, properties, rules, onChange],
  );

  return { schema: visibleSchema, onChange: handleChange };
}
