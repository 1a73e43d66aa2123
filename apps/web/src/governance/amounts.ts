// Spec §9 display rules for governance amounts: claim 0 decimals, breakdown balance 2, unclaimed 4.

/** `amount` (smallest units) with exactly `places` decimals, rounded down, with separators. */
export function formatFixedAmount(
  amount: bigint,
  decimals: number,
  places: number,
  locale = 'en-US',
): string {
  const scaled = (amount * 10n ** BigInt(places)) / 10n ** BigInt(decimals);
  const unit = 10n ** BigInt(places);
  const whole = new Intl.NumberFormat(locale).format(scaled / unit);
  if (places === 0) return whole;
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.';
  return `${whole}${separator}${(scaled % unit).toString().padStart(places, '0')}`;
}
