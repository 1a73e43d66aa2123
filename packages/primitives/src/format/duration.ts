// How spans and points of time are written (spec 001 §4 "Rewards countdown", the vote end date),
// with Intl in the reader's locale. Intl.DurationFormat is missing from Node 20, so a span is one
// Intl.NumberFormat unit per part, joined by the locale's Intl.ListFormat.

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function unitFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format;
}

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * A span of whole seconds for a countdown, e.g. "2 days, 3 hr, 4 min, 5 sec" (en) or
 * "2 日 3 時間 4 分 5 秒" (ja): from the largest unit that is not zero down to seconds, so the
 * line ticks every second; fractions are dropped and a span already past reads as 0 seconds.
 */
export function formatDuration(totalSeconds: number, locale = 'en'): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || parts.length > 0 || unit === 'second')
      parts.push(unitFormat(locale, unit).format(amount));
  }
  return listFormat(locale).format(parts);
}

/** A point in time as a long date and a short time, e.g. "March 3, 2027 at 10:00 AM" (en). */
export function formatDateTime(date: Date, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

const RELATIVE_UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * How far a moment is from now, in the largest whole unit that fits: "in 3 days", "2 hours ago",
 * "tomorrow" (en); `seconds` is positive for the future.
 */
export function formatRelativeTime(seconds: number, locale = 'en'): string {
  const size = Math.abs(seconds);
  const [unit, unitSeconds] = RELATIVE_UNITS.find(([, length]) => size >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
    Math.trunc(seconds / unitSeconds),
    unit,
  );
}
