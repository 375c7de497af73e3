// Widgets' ui:options: one rule per option kind, read the same way by the build's check and by the widgets (readWidgetOptions).
import { LOOKUP_PAGE_SIZE, readWidgetOptions, WIDGET_NAMES, widgetKinds, widgetOptionKinds } from '../../../runtime/shared/index.js';
import type { WidgetOptionDescriptor, WidgetOptionKind } from '../../../runtime/shared/index.js';

describe('widgetOptionKinds', () => {
  it.each<[WidgetOptionKind, unknown[], unknown[]]>([
    ['count', [1, 20], [0, -1, 2.5, '5', null]],
    ['pixels', [1, 200, 12.5], [0, -3, Number.POSITIVE_INFINITY, '200px']],
    ['text', ['Buscar', ' '], ['', 3, null]],
    ['folder', ['notes', 'a-1'], ['Notes', 'a/b', '', '../x']],
    ['entity', ['product'], ['', 1]],
  ])('%s accepts %j and refuses %j', (kind, accepted, refused) => {
    for (const value of accepted) expect(widgetOptionKinds[kind].accepts(value)).toBe(true);
    for (const value of refused) expect(widgetOptionKinds[kind].accepts(value)).toBe(false);
  });
});

describe('readWidgetOptions', () => {
  it('keeps the declared options its kinds accept, typed, and drops the rest', () => {
    expect(readWidgetOptions('reference', { pageSize: 10, placeholder: 'Elija', extra: true })).toEqual({ pageSize: 10, placeholder: 'Elija' });
    expect(readWidgetOptions('richText', { minHeight: 0, maxHeight: 300, folder: 'Notas' })).toEqual({ maxHeight: 300 });
    expect(readWidgetOptions('date', { anything: 1 })).toEqual({});
  });
});

describe('widgetKinds options', () => {
  const declared = WIDGET_NAMES.flatMap((name) => Object.entries(widgetKinds[name].options as Readonly<Record<string, WidgetOptionDescriptor>>).map(([key, option]) => [`${name}.${key}`, option] as const));

  it.each(declared)('%s has a description, and a default its own kind accepts', (_name, option) => {
    expect(option.description.length).toBeGreaterThan(10);
    if (option.default !== null && option.kind !== 'checked') expect(widgetOptionKinds[option.kind].accepts(option.default)).toBe(true);
  });

  it("the reference widget's page size is the lookup's", () => {
    expect(widgetKinds.reference.options.pageSize.default).toBe(LOOKUP_PAGE_SIZE);
  });
});
