/**
 * The segments of a server field path: `lines[1].price` → ['lines', '1', 'price'];
 * dots, brackets and JSON-pointer slashes (`/address/phone`) all separate.
 */
export function getFieldPath(field: string): string[] {
  return field.split(/[.[\]/]+/).filter((segment) => segment !== '');
}
