/** Replaces every `{{name}}` in a template; a name without a value is an error, not an empty string. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template value "${name}" is missing`);
    return value;
  });
}
