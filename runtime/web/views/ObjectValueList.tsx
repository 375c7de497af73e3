import type { JsonSchema } from '../../shared/index.js';
import { getCell } from '../cells/index.js';
import { useRegistry } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import { getSchemaColumn } from './getSchemaColumn.js';

export interface ObjectValueListProps {
  readonly schema: JsonSchema;
  readonly value: unknown;
}

/** An object field (an address) as a nested label/value list: each property it holds, titled by its schema, drawn by type. */
export function ObjectValueList({ schema, value }: ObjectValueListProps) {
  const { cells } = useRegistry();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const row = value as GridRow;
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => row[name] !== undefined && row[name] !== null);
  return (
    <dl className="record-object">
      {properties.map(([name, property]) => {
        const column = getSchemaColumn(name, property);
        const Cell = getCell(cells, column.cell);
        return (
          <div key={name} className="record-object-field">
            <dt>{column.title}</dt>
            <dd>
              <Cell value={row[name]} column={column} row={row} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
