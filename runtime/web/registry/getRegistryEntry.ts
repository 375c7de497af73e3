/**
 * Looks a name up in a registry, throwing an error that names the registry and the known names,
 * like RJSF's getWidget: a typo in a schema surfaces as a precise message, not an empty cell.
 */
export function getRegistryEntry<TName extends string, TEntry>(
  registry: Readonly<Record<TName, TEntry>>,
  name: string,
  what: string,
): TEntry {
  if (!Object.prototype.hasOwnProperty.call(registry, name)) {
    const known = Object.keys(registry).sort().join(', ');
    throw new Error(`Unknown ${what} "${name}". Known ${what}s: ${known}.`);
  }
  // hasOwnProperty just proved `name` is one of the registry's keys.
  return registry[name as TName];
}
