import { getRegistryEntry } from '../registry/index.js';
import { BooleanCell } from './BooleanCell.js';
import { ChangesCell } from './ChangesCell.js';
import type { CellComponent, CellRegistry } from '../registry/index.js';
import { DateCell } from './DateCell.js';
import { DateTimeCell } from './DateTimeCell.js';
import { EnumCell } from './EnumCell.js';
import { HtmlCell } from './HtmlCell.js';
import { ImageCell } from './ImageCell.js';
import { MoneyCell } from './MoneyCell.js';
import { NumberCell } from './NumberCell.js';
import { ReferenceCell } from './ReferenceCell.js';
import { TextCell } from './TextCell.js';
import { UrlCell } from './UrlCell.js';

/** The runtime's built-in cells. */
export function getDefaultCells(): CellRegistry {
  return {
    text: TextCell,
    boolean: BooleanCell,
    date: DateCell,
    datetime: DateTimeCell,
    number: NumberCell,
    money: MoneyCell,
    image: ImageCell,
    url: UrlCell,
    enum: EnumCell,
    reference: ReferenceCell,
    html: HtmlCell,
    changes: ChangesCell,
  };
}

/** The cell for a kind; throws naming the known kinds when there is none. */
export function getCell(cells: CellRegistry, kind: string): CellComponent {
  return getRegistryEntry(cells, kind, 'cell kind');
}
