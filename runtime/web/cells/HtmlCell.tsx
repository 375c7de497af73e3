import type { CellProps } from '../registry/CellProps.js';
import { getHtmlText } from './getHtmlText.js';

/** Draws a rich-text field as its plain words (getHtmlText): tags and attributes never reach the page. */
export function HtmlCell({ value }: CellProps) {
  const text = getHtmlText(value);
  if (text === '') return null;
  return <span className="cell-html">{text}</span>;
}
