import { readFileSync } from 'node:fs';

/** The text skeletons in templates/; emitters fill them and hold all the logic. */
export interface Templates {
  readonly header: string;
  readonly entityModule: string;
  readonly index: string;
  readonly entityStarter: string;
}

const TEMPLATE_FILES: Record<keyof Templates, string> = {
  header: 'header.tmpl',
  entityModule: 'entityModule.ts.tmpl',
  index: 'index.ts.tmpl',
  entityStarter: 'entity.json.tmpl',
};

let cached: Templates | null = null;

/** Reads templates/ (next to generator/, wherever the project is built from) once per process. */
export function getTemplates(): Templates {
  if (!cached) {
    const dir = new URL('../../templates/', import.meta.url);
    const read = (file: string): string => readFileSync(new URL(file, dir), 'utf8');
    cached = {
      header: read(TEMPLATE_FILES.header).trimEnd(),
      entityModule: read(TEMPLATE_FILES.entityModule),
      index: read(TEMPLATE_FILES.index),
      entityStarter: read(TEMPLATE_FILES.entityStarter),
    };
  }
  return cached;
}
