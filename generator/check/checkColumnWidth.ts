import { COLUMN_WIDTH_BOUNDS } from '../shared/getColumnWidth.js';
import type { EntityChecker, Segment } from './createEntityChecker.js';

/** Checks a column's declared `width`: a number of pixels within COLUMN_WIDTH_BOUNDS. */
export function checkColumnWidth(checker: EntityChecker, at: readonly Segment[], width: number | undefined): void {
  if (width === undefined) return;
  const { min, max } = COLUMN_WIDTH_BOUNDS;
  if (!Number.isFinite(width) || width < min || width > max) {
    checker.report([...at, 'width'], `column width ${width}; expected a number of pixels from ${min} to ${max} (e.g. 120)`);
  }
}
