// Numbers written for a reader's locale as the last step of every formatter: the locale's grouping
// and decimal separators, every digit kept (no float rounding). The locale is always an argument:
// the app passes its active language; amount input fields stay plain (no locale).

/** An optional minus, digits, and an optional fraction: what the app's formatters produce. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface LocaleNumberParts {
  integer: Intl.NumberFormat;
  /** The locale's decimal separator. */
  decimal: string;
  /** What the locale writes before and after a negative number's digits (usually just "-"). */
  negativePrefix: string;
  negativeSuffix: string;
  /** The locale's own digits 0-9, so a fraction matches its whole part. */
  digits: readonly string[];
}

const partsByLocale = new Map<string, LocaleNumberParts | null>();

function localeParts(locale: string): LocaleNumberParts | null {
  const cached = partsByLocale.get(locale);
  if (cached !== undefined) return cached;
  let parts: LocaleNumberParts | null = null;
  try {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const sample = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(-1.5);
    const integerAt = sample.findIndex((part) => part.type === 'integer');
    const afterNumber = sample.map((part) => part.type).lastIndexOf('fraction') + 1;
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    parts = {
      integer,
      decimal: sample.find((part) => part.type === 'decimal')?.value ?? '.',
      negativePrefix: sample
        .slice(0, integerAt)
        .map((part) => part.value)
        .join(''),
      negativeSuffix: sample
        .slice(afterNumber)
        .map((part) => part.value)
        .join(''),
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    };
  } catch {
    // An unknown locale tag: leave numbers as they are rather than guess.
  }
  partsByLocale.set(locale, parts);
  return parts;
}

/**
 * A plain decimal string ("1234.5678", "-0.5", "0") written for the locale: its grouping and
 * decimal separators, every digit kept (no float rounding). Anything else is returned unchanged.
 */
export function localizeDecimal(decimal: string, locale: string): string {
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) return decimal;
  const parts = localeParts(locale);
  if (!parts) return decimal;
  const [, minus, whole = '0', fraction] = match;
  // BigInt keeps every digit of the whole part, however long; Intl only groups it.
  let text = parts.integer.format(BigInt(whole));
  if (fraction !== undefined) {
    const digits = fraction.replace(/\d/g, (digit) => parts.digits[Number(digit)] ?? digit);
    text = `${text}${parts.decimal}${digits}`;
  }
  return minus ? `${parts.negativePrefix}${text}${parts.negativeSuffix}` : text;
}

/**
 * `localizeDecimal` that also keeps a bound or sign before the number and a percent sign after
 * it: "<0.000001" -> "<0,000001", "0.05%" -> "0,05%", "+1.5%" -> "+1,5%".
 */
export function localizeNumberText(text: string, locale: string): string {
  const match = /^([<>+]?)(.*?)(%?)$/.exec(text);
  if (!match) return text;
  const [, before = '', number = '', after = ''] = match;
  return `${before}${localizeDecimal(number, locale)}${after}`;
}

/** `text` written for `locale`; as it is without one (the value of an amount input field). */
export function localizeIfShown(text: string, locale: string | undefined): string {
  return locale ? localizeNumberText(text, locale) : text;
}
