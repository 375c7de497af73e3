/** Whether a suite that needs an external tool should run; off CI a missing tool skips with a printed reason. */
export function requireTool(name: string, available: boolean, reason: string): boolean {
  if (available) return true;
  if (process.env.CI === 'true') throw new Error(`${name} is required when CI=true: ${reason}`);
  console.warn(`Skipping the ${name} suite: ${reason}`);
  return false;
}
