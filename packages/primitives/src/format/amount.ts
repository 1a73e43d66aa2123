// Spec 001 §5 "Amount display", the one home of its floors: zero shows 0; an amount written to 6
// significant digits (amounts, spec 001 §9) that is under one millionth shows <0.000001; a small
// amount written to 4 digits (fees, balances) that is under 0.0001 shows <0.0001. Below a floor
// the digits would be noise or round to 0, so the floor is shown instead. Spec 000 names no floors:
// swap and governance numbers do not use these.
import { formatSignificant } from './decimal';
import { localizeNumberText } from './locale';

/** Decimal places of the floor under amounts written to 6 significant digits: 0.000001. */
export const AMOUNT_FLOOR_PLACES = 6;
/** Decimal places of the floor under small amounts written to 4 digits: 0.0001. */
export const SMALL_AMOUNT_FLOOR_PLACES = 4;

/** Which floor applies to a value written with `significantDigits` digits (4 or fewer: 0.0001). */
export function floorPlacesFor(significantDigits: number): number {
  return significantDigits <= SMALL_AMOUNT_FLOOR_PLACES
    ? SMALL_AMOUNT_FLOOR_PLACES
    : AMOUNT_FLOOR_PLACES;
}

/** "<0.000001" for 6 places, "<0.0001" for 4. */
export function floorText(places: number): string {
  return `<0.${'1'.padStart(places, '0')}`;
}

/**
 * The text shown instead of digits, if any: '0' for zero and the floor ('<0.000001', '<0.0001')
 * for a positive amount under it. `raw` is in the token's smallest units.
 * @spec 001 §5.12 Amount display
 */
export function amountFloorText(
  raw: bigint,
  decimals: number,
  significantDigits: number,
): string | undefined {
  if (raw === 0n) return '0';
  const places = floorPlacesFor(significantDigits);
  // raw / 10^decimals < 10^-places, without fractions.
  if (raw > 0n && raw * 10n ** BigInt(places) < 10n ** BigInt(decimals)) return floorText(places);
  return undefined;
}

/**
 * An amount as the liquidity screens show it: the floor rule above, else `significantDigits`
 * significant digits rounded half up (`formatSignificant`), written for `locale` when one is given
 * ("1,234.57"; plain "1234.57" without).
 */
export function formatDisplayAmount(
  raw: bigint,
  decimals: number,
  significantDigits: number,
  locale?: string,
): string {
  const text =
    amountFloorText(raw, decimals, significantDigits) ??
    formatSignificant(raw, decimals, significantDigits);
  return locale ? localizeNumberText(text, locale) : text;
}

/** What `formatCurrencyAmount` reads of an amount: the Uniswap SDK's `CurrencyAmount` fits. */
export interface AmountLike {
  /** The amount in the currency's smallest units (a bigint, or a JSBI that prints as one). */
  readonly quotient: { toString(): string };
  readonly currency: { readonly decimals: number };
}

/** `formatDisplayAmount` of an SDK amount (6 significant digits unless told); "-" for none. */
export function formatCurrencyAmount(
  amount: AmountLike | undefined,
  significantDigits = 6,
  locale?: string,
): string {
  if (!amount) return '-';
  return formatDisplayAmount(
    BigInt(amount.quotient.toString()),
    amount.currency.decimals,
    significantDigits,
    locale,
  );
}
