import { createHash } from 'node:crypto';

/** A name within PostgreSQL's 63-byte identifier limit, stable for the same input (the store's derived objects' rule). */
export function fitIdentifier(name: string): string {
  if (name.length <= 63) return name;
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}
