// The swap settings (spec §3 user settings), persisted in localStorage. A stored value of the
// wrong type (corrupted, or from an older version) falls back to the default (spec §9).
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from './settings';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function persisted<T>(key: string, fallback: T, accept: (value: unknown) => value is T) {
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: (name, initial) => {
        try {
          const raw = browserStorage()?.getItem(name);
          if (raw === null || raw === undefined) return initial;
          const value: unknown = JSON.parse(raw);
          return accept(value) ? value : initial;
        } catch {
          return initial;
        }
      },
      setItem: (name, value) => {
        try {
          browserStorage()?.setItem(name, JSON.stringify(value));
        } catch {
          // Quota or privacy errors keep the in-memory value.
        }
      },
      removeItem: (name) => {
        try {
          browserStorage()?.removeItem(name);
        } catch {
          // As above.
        }
      },
    },
    { getOnInit: true },
  );
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
  isWholeNumberIn(1, Number.MAX_SAFE_INTEGER),
);
export const userSingleHopOnlyAtom = persisted('dex.user.userSingleHopOnly', false, isBoolean);
export const userExpertModeAtom = persisted('dex.user.userExpertMode', false, isBoolean);
