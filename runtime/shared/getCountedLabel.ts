/** "3 lecciones", "1 comentario": a count with the entity's label in the number it needs, as the restrict 409 and the delete dialog say it. */
export function getCountedLabel(count: number, label: { readonly one: string; readonly many: string }): string {
  return `${count} ${count === 1 ? label.one : label.many.toLowerCase()}`;
}
