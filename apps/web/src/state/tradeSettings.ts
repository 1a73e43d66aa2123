// The trade settings of spec 000 §3's user settings (slippage, deadline, single hop, expert mode),
// persisted in localStorage (storage.ts) and read by the swap and the liquidity pages alike. A
// stored value of the wrong type (corrupted, or from an older version) falls back to the default
// (spec §9).
import { atomWithPersistence, plainJsonFormat } from './storage';

/** Default slippage tolerance: 10 basis points (0.10%). */
export const DEFAULT_SLIPPAGE_BIPS = 10;
/** Default deadline: 1200 seconds (20 minutes). */
export const DEFAULT_DEADLINE_SECONDS = 1200;
/**
 * The longest deadline a user may set: 3 days (4320 minutes). A signed swap that may still be
 * mined weeks later is a standing order at a stale price; a stored value above it falls back to
 * the default.
 */
export const MAX_DEADLINE_SECONDS = 3 * 24 * 60 * 60;

function persisted<T>(key: string, fallback: T, accept: (value: unknown) => value is T) {
  return atomWithPersistence(key, fallback, plainJsonFormat(accept));
}

const isWholeNumberIn =
  (min: number, max: number) =>
  (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value < max;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const userSlippageBipsAtom = persisted(
  'dex.user.userSlippageTolerance',
  DEFAULT_SLIPPAGE_BIPS,
  isWholeNumberIn(0, 5000),
);
export const userDeadlineSecondsAtom = persisted(
  'dex.user.userDeadline',
  DEFAULT_DEADLINE_SECONDS,
  isWholeNumberIn(1, MAX_DEADLINE_SECONDS + 1),
);
export const userSingleHopOnlyAtom = persisted('dex.user.userSingleHopOnly', false, isBoolean);
export const userExpertModeAtom = persisted('dex.user.userExpertMode', false, isBoolean);
