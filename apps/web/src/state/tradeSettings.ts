// The trade settings of spec 000 §3's user settings (slippage, deadline, single hop, expert mode),
// persisted in localStorage (storage.ts) and read by the swap and the liquidity pages alike. A
// stored value that @dex/router's rules do not accept (corrupted, from an older version, a
// deadline beyond 3 days) falls back to the default (spec §9).
import {
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BIPS,
  isDeadlineSeconds,
  isSlippageBips,
} from '@dex/router';
import { atomWithPersistence, plainJsonFormat } from './storage';

function persisted<T>(key: string, fallback: T, accept: (value: unknown) => value is T) {
  return atomWithPersistence(key, fallback, plainJsonFormat(accept));
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const userSlippageBipsAtom = persisted(
  'dex.user.userSlippageTolerance',
  DEFAULT_SLIPPAGE_BIPS,
  isSlippageBips,
);
export const userDeadlineSecondsAtom = persisted(
  'dex.user.userDeadline',
  DEFAULT_DEADLINE_SECONDS,
  isDeadlineSeconds,
);
export const userSingleHopOnlyAtom = persisted('dex.user.userSingleHopOnly', false, isBoolean);
export const userExpertModeAtom = persisted('dex.user.userExpertMode', false, isBoolean);
