/** A raw amount as a plain decimal string for an input (no grouping, every digit kept). */
export function formatUnitsPlain(raw: bigint, decimals: number): string {
  const text = raw.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
