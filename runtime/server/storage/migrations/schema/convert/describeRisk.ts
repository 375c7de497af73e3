import type { FieldModel } from '../../../../../shared/migrations/index.js';
import type { RiskCode, StepRisk } from '../MigrationPlan.js';
import type { RiskRows } from './findRiskRows.js';

/** What a risk's sentences say: whose rows, where the field is declared, and the facts of this kind of risk. */
export interface RiskSubject {
  readonly entity: string;
  /** The field, or the fields of a unique set. */
  readonly fields: readonly string[];
  /** The schema file, and the pointer into it (`schemas/product.json#/fields/code`). */
  readonly source: string;
  readonly pointer: string;
  readonly from?: FieldModel;
  readonly to?: FieldModel;
  /** A reference's target entity (dangling), a kept column's name (nameTaken). */
  readonly target?: string;
}

/** A risk as the plan reports it: its sentences in Spanish and English and the way through, from the rows found. */
export function describeRisk(code: RiskCode, subject: RiskSubject, rows: RiskRows, resolution: string | null): StepRisk {
  const name = `${subject.entity}.${subject.fields.join('+')}`;
  const where = `${name} (${subject.pointer})`;
  const examples = formatExamples(rows);
  const text = TEXTS[code](subject, rows.count);
  return {
    code,
    count: rows.count,
    examples: rows.examples,
    resolution,
    es: `${where}: ${text.es}${examples === '' ? '' : ` (p. ej. ${examples})`}.`,
    en: `${where}: ${text.en}${examples === '' ? '' : ` (e.g. ${examples})`}.`,
    way: text.way(subject, rows),
  };
}

type Texts = { es: string; en: string; way: (subject: RiskSubject, rows: RiskRows) => string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `"migrate": { "code": { … } }` in the entity's schema file. */
const declare = (subject: RiskSubject, body: string) => `declare in ${subject.source} "migrate": { "${subject.fields[0]}": { ${body} } }`;

const firstValue = (rows: RiskRows) => JSON.stringify(String(rows.examples[0]?.value ?? '…'));

const TEXTS: Record<RiskCode, (subject: RiskSubject, count: number) => Texts> = {
  unconvertible: (subject, count) => ({
    es: `${plural(count, 'valor guardado no pasa', 'valores guardados no pasan')} de ${describeField(subject.from)} a ${describeField(subject.to)} sin cambiar`,
    en: `${plural(count, 'stored value does', 'stored values do')} not convert from ${describeField(subject.from)} to ${describeField(subject.to)} without changing`,
    way: (s, rows) =>
      `${declare(s, `"map": { ${firstValue(rows)}: <new value>, … }`)} for those values, and "default": <value or null> for the rest, ` +
      `or "keepAs": "${s.fields[0]}Old" to keep every old value in a column of that name (then they become the default, or null)`,
  }),
  notInEnum: (subject, count) => ({
    es: `${plural(count, 'registro tiene un valor que ya no está', 'registros tienen valores que ya no están')} en su enum`,
    en: `${plural(count, 'row holds a value', 'rows hold values')} no longer in its enum`,
    way: (s, rows) => `${declare(s, `"map": { ${firstValue(rows)}: <a value of the enum>, … }`)}, or "keep": true (rows keep them; the web app shows them as such)`,
  }),
  tooLong: (subject, count) => ({
    es: `${plural(count, 'texto supera', 'textos superan')} el nuevo maxLength ${subject.to?.maxLength ?? ''}`,
    en: `${plural(count, 'text is', 'texts are')} longer than the new maxLength ${subject.to?.maxLength ?? ''}`,
    way: (s) => `${declare(s, `"keep": true`)} (rows keep them; they open and save unchanged), or shorten them and run again`,
  }),
  missingValue: (_subject, count) => ({
    es: `${plural(count, 'registro no tiene', 'registros no tienen')} valor en el campo, que pasa a ser obligatorio`,
    en: `${plural(count, 'row has', 'rows have')} no value for the field, which becomes required`,
    way: (s) => `${declare(s, `"backfill": <a value, or a text with {field} placeholders filled from each row>`)}, or give the field a "default" in its schema`,
  }),
  dangling: (subject, count) => ({
    es: `${plural(count, 'registro nombra', 'registros nombran')} ids de ${subject.target ?? ''} que no existen`,
    en: `${plural(count, 'row names', 'rows name')} ${subject.target ?? ''} ids that do not exist`,
    way: (s) => `fix those rows, or ${declare(s, `"setNull": true`)} (a missing id becomes null, or leaves the array)`,
  }),
  duplicates: (subject, count) => ({
    es: `${plural(count, 'registro comparte', 'registros comparten')} valores de ${subject.fields.join(', ')}, que pasa${subject.fields.length > 1 ? 'n' : ''} a ser únicos`,
    en: `${plural(count, 'row shares', 'rows share')} values of ${subject.fields.join(', ')}, now unique`,
    way: (s, rows) =>
      `no decision gets through: make those rows distinct in ${s.fields.join(', ')} (${rows.examples.map((example) => `_id ${JSON.stringify(example.id)}`).join(', ')}${rows.count > rows.examples.length ? ', …' : ''}), then run the migration again`,
  }),
  nameTaken: (subject) => ({
    es: `la columna «${subject.target ?? ''}» que pide keepAs ya existe`,
    en: `the column "${subject.target ?? ''}" that keepAs names exists already`,
    way: (s) => `${declare(s, `"keepAs": <another name>`)}`,
  }),
};

/** `string`, `string (date)`, `integer enum [0, 1]`, `array`. */
export function describeField(model: FieldModel | undefined): string {
  if (!model) return '?';
  const format = model.format === 'date' || model.format === 'date-time' ? ` (${model.format})` : '';
  return `${model.type}${format}`;
}

/** `_id "a1": "CUR-3810", _id "a2": "00123", …`. */
function formatExamples(rows: RiskRows): string {
  if (rows.examples.length === 0) return '';
  const shown = rows.examples.map((example) => `_id ${JSON.stringify(example.id)}: ${JSON.stringify(example.value) ?? 'null'}`).join(', ');
  return rows.count > rows.examples.length ? `${shown}, …` : shown;
}
