// Settings-popup rules (spec §5 "Slippage custom input", "Deadline"; §9 slippage and deadline).
import { MAX_DEADLINE_SECONDS } from '../state/tradeSettings';

/** The deadline cap in the popup's unit: 4320 minutes (3 days). */
export const MAX_DEADLINE_MINUTES = MAX_DEADLINE_SECONDS / 60;

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

/** A typed percentage, e.g. "0.5": whole basis points under 50%, else not accepted. */
export function parseSlippageInput(text: string): ParsedSlippage {
  const trimmed = text.trim();
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '' || trimmed === '.') return { ok: false };
  const bips = Number.parseFloat(trimmed) * 100;
  // Float maths: 0.07 * 100 = 7.000000000000001, so compare after rounding to 9 places.
  const rounded = Math.round(bips);
  if (Math.abs(bips - rounded) > 1e-9) return { ok: false };
  if (rounded < 0 || rounded >= MAX_SLIPPAGE_BIPS_EXCLUSIVE) return { ok: false };
  return { ok: true, bips: rounded };
}

/**
 * What the popup warns about: the typed text when there is one (invalid text wins), else the
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

export type ParsedDeadline =
  | { readonly ok: true; readonly seconds: number }
  | { readonly ok: false; readonly error: 'invalid' | 'tooLong' };

/**
 * Minutes as typed to whole seconds: a positive number (spec §5) of at most 4320 minutes (3 days,
 * `MAX_DEADLINE_SECONDS`); anything else is not stored.
 */
export function parseDeadlineInput(text: string): ParsedDeadline {
  const trimmed = text.trim();
  if (!/^\d*\.?\d*$/.test(trimmed)) return { ok: false, error: 'invalid' };
  const seconds = Math.round(Number.parseFloat(trimmed) * 60);
  if (!Number.isFinite(seconds) || seconds <= 0) return { ok: false, error: 'invalid' };
  if (seconds > MAX_DEADLINE_SECONDS) return { ok: false, error: 'tooLong' };
  return { ok: true, seconds };
}

/** A stored deadline shown in minutes ("20" for 1200 s). */
export function deadlineToMinutes(seconds: number): string {
  return String(Number((seconds / 60).toFixed(2)));
}

/** A stored tolerance shown as a percentage ("0.1" for 10 bps). */
export function bipsToPercentText(bips: number): string {
  return String(Number((bips / 100).toFixed(2)));
}
