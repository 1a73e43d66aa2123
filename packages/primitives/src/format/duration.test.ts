import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatRelativeTime } from './duration';

// Intl writes narrow and no-break spaces in some locales; compare them as plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

const span = (days: number, hours: number, minutes: number, seconds: number) =>
  days * 86_400 + hours * 3600 + minutes * 60 + seconds;

describe('formatDuration', () => {
  it('writes a span from its largest non-zero unit down to seconds, in the reader’s language', () => {
    expect(formatDuration(span(2, 3, 4, 5), 'en')).toBe('2 days, 3 hr, 4 min, 5 sec');
    expect(formatDuration(span(0, 0, 1, 5), 'en')).toBe('1 min, 5 sec');
    expect(formatDuration(span(1, 0, 0, 0), 'en')).toBe('1 day, 0 hr, 0 min, 0 sec');
    expect(formatDuration(span(2, 3, 4, 5), 'ja')).toBe('2 日 3 時間 4 分 5 秒');
    expect(formatDuration(span(2, 3, 4, 5), 'de')).toBe('2 Tg., 3 Std., 4 Min. und 5 Sek.');
    expect(plain(formatDuration(span(0, 3, 4, 5), 'fr'))).toBe('3 h, 4 min et 5 s');
  });

  it('drops fractions of a second and reads a span already past as 0 seconds', () => {
    expect(formatDuration(61.9, 'en')).toBe('1 min, 1 sec');
    expect(formatDuration(-5, 'en')).toBe('0 sec');
    expect(formatDuration(0, 'ko')).toBe('0초');
  });
});

describe('formatDateTime and formatRelativeTime', () => {
  const date = new Date(Date.UTC(2027, 2, 3, 10, 0));

  it('writes a date and time in the reader’s language', () => {
    // The time zone is the reader's; the date part is the same in any zone at 10:00 UTC ± 10 h.
    expect(plain(formatDateTime(date, 'en'))).toMatch(/^March 3, 2027 at \d{1,2}:00 [AP]M$/);
    expect(formatDateTime(date, 'de')).toMatch(/^3\. März 2027 um \d{2}:00$/);
    expect(formatDateTime(date, 'ja')).toMatch(/^2027年3月3日 \d{1,2}:00$/);
  });

  it('says how far a moment is, in the largest whole unit', () => {
    expect(formatRelativeTime(3 * 86_400 + 5, 'en')).toBe('in 3 days');
    expect(formatRelativeTime(-2 * 3600, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(86_400, 'en')).toBe('tomorrow');
    expect(formatRelativeTime(3 * 86_400, 'tr')).toBe('3 gün sonra');
    expect(formatRelativeTime(-90, 'fr')).toBe('il y a 1 minute');
  });
});
