import type { EntityDefinition } from '../../shared/index.js';
import { getCell, getFieldColumn } from '../cells/index.js';
import { useRegistry } from '../context/index.js';
import type { GridRow } from '../api/GridRow.js';
import { ChildrenTable } from './ChildrenTable.js';
import { FileLinks } from './FileLinks.js';
import { ImagePreview } from './ImagePreview.js';
import { ObjectValueList } from './ObjectValueList.js';
import { RichTextView } from './RichTextView.js';
import { getViewFieldKind } from './getViewFieldKind.js';

export interface ViewFieldValueProps {
  readonly entity: EntityDefinition;
  readonly name: string;
  readonly title: string;
  readonly record: GridRow;
}

/** One field's value on a view page, drawn by its view kind (see getViewFieldKind). */
export function ViewFieldValue({ entity, name, title, record }: ViewFieldValueProps) {
  const { cells } = useRegistry();
  const value = record[name];
  const kind = getViewFieldKind(entity, name);
  const children = entity.children.find((candidate) => candidate.name === name);
  if (kind === 'children' && children) return <ChildrenTable definition={children} rows={value} title={title} />;
  if (kind === 'files') return <FileLinks files={value} title={title} />;
  if (kind === 'image') return <ImagePreview value={value} title={title} />;
  if (kind === 'html') return <RichTextView value={value} />;
  const schema = entity.fields.find((field) => field.name === name)?.schema;
  if (kind === 'object' && schema) return <ObjectValueList schema={schema} value={value} />;
  const column = getFieldColumn(entity, name);
  const Cell = getCell(cells, column.cell);
  return <Cell value={value} column={column} row={record} entity={entity.entity} />;
}
