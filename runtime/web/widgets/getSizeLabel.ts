/** A byte limit as the upload texts show it, in decimal units: 4,000,000 → '4MB', 2,500,000 → '2.5MB', 500,000 → '500kB'. */
export function getSizeLabel(bytes: number): string {
  if (bytes >= 1_000_000) return `${formatUnits(bytes / 1_000_000)}MB`;
  if (bytes >= 1_000) return `${formatUnits(bytes / 1_000)}kB`;
  return `${bytes}B`;
}

function formatUnits(value: number): string {
  return String(Math.round(value * 10) / 10);
}
