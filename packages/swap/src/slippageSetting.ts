// The slippage tolerance a user sets (spec 000 §5 "Slippage custom input", §9 "Slippage"): its
// default and presets, the custom input's rule and warnings, and which stored values count.

// @spec 000 §9.3 Slippage
/** Default slippage tolerance: 10 basis points (0.10%). */
export const DEFAULT_SLIPPAGE_BIPS = 10;
/** The presets offered beside the custom input, in basis points (0.1%, 0.5%, 1%). */
export const SLIPPAGE_PRESET_BIPS = [10, 50, 100] as const;
/** Custom slippage must stay below 50%. */
export const MAX_SLIPPAGE_BIPS_EXCLUSIVE = 5000;
/** Below 0.5% the swap may revert on any price movement. */
export const LOW_SLIPPAGE_BIPS = 50;
/** Above 5% the swap invites front-running. */
export const HIGH_SLIPPAGE_BIPS = 500;

export type SlippageWarning = 'invalid' | 'mayFail' | 'mayBeFrontrun';

export type ParsedSlippage = { readonly ok: true; readonly bips: number } | { readonly ok: false };

/**
 * Typed settings text with a decimal comma read as a point: the presets are written in the
 * reader's locale ("0,5%" in German), where a phone's decimal keypad has only a comma.
 */
export function pointDecimal(text: string): string {
  return text.trim().replace(/,/g, '.');
}

// @spec 000 §5.8 Slippage custom input
/** A typed percentage, e.g. "0.5" or "0,5": whole basis points under 50%, else not accepted. */
export function parseSlippageInput(text: string): ParsedSlippage {
  const trimmed = pointDecimal(text);
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '' || trimmed === '.') return { ok: false };
  const bips = Number.parseFloat(trimmed) * 100;
  // Float maths: 0.07 * 100 = 7.000000000000001, so compare after rounding to 9 places.
  const rounded = Math.round(bips);
  if (Math.abs(bips - rounded) > 1e-9) return { ok: false };
  if (!isSlippageBips(rounded)) return { ok: false };
  return { ok: true, bips: rounded };
}

/** A tolerance that may be kept: whole basis points from 0 up to (not including) 50%. */
export function isSlippageBips(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < MAX_SLIPPAGE_BIPS_EXCLUSIVE
  );
}

/**
 * What the settings warn about: the typed text when there is one (invalid text wins), else the
 * stored tolerance.
 */
export function slippageWarning(typedText: string, storedBips: number): SlippageWarning | null {
  let bips = storedBips;
  if (typedText !== '') {
    const parsed = parseSlippageInput(typedText);
    if (!parsed.ok) return 'invalid';
    bips = parsed.bips;
  }
  if (bips < LOW_SLIPPAGE_BIPS) return 'mayFail';
  if (bips > HIGH_SLIPPAGE_BIPS) return 'mayBeFrontrun';
  return null;
}

/** A tolerance as the input shows it, a percentage ("0.1" for 10 bps). */
export function bipsToPercentText(bips: number): string {
  return String(Number((bips / 100).toFixed(2)));
}

/** How a slippage warning shows under the field: its message's name and its colour. */
export function slippageWarningView(warning: SlippageWarning | null): {
  readonly message: Exclude<SlippageWarning, 'invalid'> | 'invalidSlippage';
  readonly tone: 'danger' | 'warning';
} | null {
  if (warning === null) return null;
  return warning === 'invalid'
    ? { message: 'invalidSlippage', tone: 'danger' }
    : { message: warning, tone: 'warning' };
}
