import { fromZonedDateTime, toZonedDateTime } from '@algoone/domain';

/**
 * A `datetime-local` value ('2026-12-01T10:00') read as São Paulo wall-clock time, whatever
 * the browser's own time zone; null when incomplete.
 */
export function saoPauloInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromZonedDateTime({
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    millisecond: 0,
  }).toISOString();
}

/** The `datetime-local` value of an instant, on the São Paulo clock. */
export function isoToSaoPauloInput(iso: string): string {
  const parts = toZonedDateTime(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}
