/** `ui:options` of a widget's uiSchema as a plain record (empty when absent). */
export function getWidgetOptions(uiSchema: unknown): Readonly<Record<string, unknown>> {
  if (typeof uiSchema !== 'object' || uiSchema === null) return {};
  const options = (uiSchema as Record<string, unknown>)['ui:options'];
  return typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
}

/** A string option, else the fallback. */
export function getTextOption<T extends string | undefined>(
  options: Readonly<Record<string, unknown>>,
  name: string,
  fallback: T,
): string | T {
  const value = options[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
}
