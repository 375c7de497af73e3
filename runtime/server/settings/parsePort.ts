/** A TCP port from text: an integer from 0 to 65535 (0 picks a free port); throws naming the setting otherwise. */
export function parsePort(value: string, name = 'PORT'): number {
  const text = value.trim();
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be an integer from 0 to 65535, got "${value}".`);
  return port;
}
