/**
 * The segments of a server field path: `productKeys[1].salePrice` → ['productKeys', '1', 'salePrice'];
 * dots, brackets and JSON-pointer slashes (`/billing/phone`) all separate.
 */
export function getFieldPath(field: string): string[] {
  return field.split(/[.[\]/]+/).filter((segment) => segment !== '');
}
