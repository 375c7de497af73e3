// NUL ends text in C (PostgreSQL refuses it); a lone UTF-16 surrogate is no character and would be stored changed.
const HOSTILE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL or a lone surrogate: what no text field may store. */
export function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/**
 * Where in `value` the first text or key with a NUL or a lone surrogate is (`[]` for the value itself); undefined
 * when none has one. Walks with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function findHostileText(value: unknown): (string | number)[] | undefined {
  // Each node keeps its parent, so no path is copied unless one is found.
  interface Node { readonly value: unknown; readonly key?: string | number; readonly parent?: Node }
  const pathOf = (node: Node, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Node[] = [{ value }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (isHostileText(current)) return pathOf(node);
      continue;
    }
    // A file's bytes (an import's body) are no text yet: their reader judges each cell once decoded.
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    for (const [key] of entries) if (typeof key === 'string' && isHostileText(key)) return pathOf(node, key);
    // Reversed, so the first entry is looked at first.
    for (let index = entries.length - 1; index >= 0; index--) stack.push({ value: entries[index]![1], key: entries[index]![0], parent: node });
  }
  return undefined;
}
