// Spec §9 display rules for governance amounts: claim 0 decimals, breakdown balance 2, unclaimed 4.
import { localizeDecimal } from '../format/locale';

/** `amount` (smallest units) with exactly `places` decimals, rounded down, with separators. */
export function formatFixedAmount(
  amount: bigint,
  decimals: number,
  places: number,
  locale = 'en-US',
): string {
  const scaled = (amount * 10n ** BigInt(places)) / 10n ** BigInt(decimals);
  const unit = 10n ** BigInt(places);
  const fraction = places === 0 ? '' : `.${(scaled % unit).toString().padStart(places, '0')}`;
  return localizeDecimal(`${scaled / unit}${fraction}`, locale);
}
