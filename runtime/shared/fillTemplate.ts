/** Fills `{name}` placeholders of a path template from `values`, URI-encoding each value. */
export function fillTemplate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The placeholder names of a path template, in order. */
export function getTemplateParams(template: string): string[] {
  return Array.from(template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g), (m) => m[1]!);
}
