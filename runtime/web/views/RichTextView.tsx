import { createElement } from 'react';
import type { ReactNode } from 'react';
import { getRichTextNodes } from './getRichTextNodes.js';
import type { RichTextNode } from './getRichTextNodes.js';

export interface RichTextViewProps {
  readonly value: unknown;
}

// React's names for the HTML attributes the policy keeps.
const PROPERTY_NAMES: Readonly<Record<string, string>> = { class: 'className', colspan: 'colSpan', rowspan: 'rowSpan' };

/** A rich-text field on a view page: its headings, lists, links, images and tables drawn as React elements (getRichTextNodes). */
export function RichTextView({ value }: RichTextViewProps) {
  return <div className="record-rich-text">{getRichTextNodes(value).map(drawNode)}</div>;
}

function drawNode(node: RichTextNode, index: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key: index };
  for (const [name, value] of Object.entries(node.attributes)) props[PROPERTY_NAMES[name] ?? name] = value;
  // void elements (img, br) take no children.
  return node.children.length === 0 ? createElement(node.tag, props) : createElement(node.tag, props, ...node.children.map(drawNode));
}
