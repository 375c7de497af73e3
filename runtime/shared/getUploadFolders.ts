import { isRecord } from './isRecord.js';
import { widgetKinds } from './kinds/widgetKinds.js';
import type { EntityDefinition } from './types.js';

/**
 * The folder of each uploading widget in a form's uiSchema, nested ones too: the widgets whose descriptor takes a
 * `folder` option (uploader, image, rich text), each its `ui:options.folder`, or null when it names none (the
 * site's default folder).
 */
export function getWidgetFolders(ui: unknown): (string | null)[] {
  if (!isRecord(ui)) return [];
  const widget = ui['ui:widget'];
  const uploads = typeof widget === 'string' && Object.hasOwn(widgetKinds, widget) && Object.values(widgetKinds[widget as keyof typeof widgetKinds].options).some((option) => option.kind === 'folder');
  const options = ui['ui:options'];
  const own = !uploads ? [] : [isRecord(options) && typeof options.folder === 'string' && options.folder !== '' ? options.folder : null];
  return [...own, ...Object.entries(ui).flatMap(([key, value]) => (key.startsWith('ui:') ? [] : getWidgetFolders(value)))];
}

/** The upload folders an entity's forms send files to (getWidgetFolders, the default folder for a widget naming none), sorted. */
export function getUploadFolders(entity: Pick<EntityDefinition, 'forms'>, defaultFolder: string): string[] {
  return [...new Set(entity.forms.flatMap((form) => getWidgetFolders(form.uiSchema).map((folder) => folder ?? defaultFolder)))].sort();
}
