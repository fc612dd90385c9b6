/**
 * An audit entry's details as lines a person reads: "campo: antes → depois" for a change,
 * "campo: valor" otherwise. Whatever has another shape stays JSON, so nothing recorded is hidden.
 */
export function describeAuditDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${describeValue(value)}`);
}

function describeValue(value: unknown): string {
  if (isChange(value)) return `${describeValue(value.from)} → ${describeValue(value.to)}`;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('from') && keys.includes('to');
}
