// Spec 000 §3 "Wrap types" and §5 "Wrap or unwrap applies only when the pair is native and
// wrapped": such a pair is no trade but a wrap (native in) or an unwrap (wrapped in).
import type { Currency } from '@uniswap/sdk-core';

// @spec 000 §3.15 Wrap types
export const WrapType = {
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  WRAP: 'WRAP',
  UNWRAP: 'UNWRAP',
} as const;
export type WrapType = (typeof WrapType)[keyof typeof WrapType];

// @spec 000 §5.13 Wrap or unwrap
/** Which wrap the input and output currencies make, if any (none while either is missing). */
export function getWrapType(
  input: Currency | null | undefined,
  output: Currency | null | undefined,
): WrapType {
  if (!input || !output) return WrapType.NOT_APPLICABLE;
  if (input.isNative && output.equals(input.wrapped)) return WrapType.WRAP;
  if (output.isNative && input.equals(output.wrapped)) return WrapType.UNWRAP;
  return WrapType.NOT_APPLICABLE;
}
