// The trade settings of spec 000 §3's user settings (slippage, deadline, single hop, expert mode),
// persisted in localStorage (storage.ts) and read by the swap and the liquidity pages alike. A
// stored value that @dex/router's rules do not accept (corrupted, from an older version, a
// deadline beyond 3 days) falls back to the default (spec §9). On an origin shared with other sites
// (an IPFS path gateway) expert mode, high slippage and long deadlines are not taken as given
// (storageTrust.ts).

import type { StoredValueTrust } from '@dex/primitives';
import { plainJsonFormat } from '@dex/primitives';
import {
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_SLIPPAGE_BIPS,
  isDeadlineSeconds,
  isSlippageBips,
} from '@dex/swap';
import { atomWithPersistence } from './storage';
import { STORED_VALUE_TRUST } from './storageTrust';

function persisted<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T,
  trust?: StoredValueTrust<T>,
) {
  return atomWithPersistence(key, fallback, plainJsonFormat(accept), trust ? { trust } : {});
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// @spec 000 §3.4 User settings
export const userSlippageBipsAtom = persisted(
  'dex.user.userSlippageTolerance',
  DEFAULT_SLIPPAGE_BIPS,
  isSlippageBips,
  STORED_VALUE_TRUST.slippageBips,
);
export const userDeadlineSecondsAtom = persisted(
  'dex.user.userDeadline',
  DEFAULT_DEADLINE_SECONDS,
  isDeadlineSeconds,
  STORED_VALUE_TRUST.deadlineSeconds,
);
export const userSingleHopOnlyAtom = persisted('dex.user.userSingleHopOnly', false, isBoolean);
export const userExpertModeAtom = persisted(
  'dex.user.userExpertMode',
  false,
  isBoolean,
  STORED_VALUE_TRUST.expertMode,
);
