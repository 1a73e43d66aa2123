import { numberOrDefault, pageStorage, plainJsonFormat } from '@dex/primitives';
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from '@dex/swap';
import {
  addUserPair,
  EMPTY_USER_PAIRS,
  type SerializedToken,
  USER_PAIRS_STORAGE_KEY,
  type UserPairsState,
  userPairsPersistedFormat,
} from '@dex/token-lists';
import {
  darkModeStorage,
  resolveDarkMode,
  systemPrefersDark,
  watchSystemDarkMode,
} from '@dex/ui-kit';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { atomWithPersistence } from './storage';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from './tradeSettings';

// @spec 000 §3.4 User settings
/** localStorage key of the persisted user setting (spec §3 "userDarkMode"). */
export const USER_DARK_MODE_STORAGE_KEY = 'dex.user.userDarkMode';

/**
 * null means follow the system colour scheme. Kept as the bare JSON boolean other versions of the
 * app read under the spec's key (ui-kit's darkModeStorage, not state/storage.ts's versioned
 * envelope); storage can be disabled (privacy modes), the setting then lives for the session only.
 */
export const userDarkModeAtom = atomWithStorage<boolean | null>(
  USER_DARK_MODE_STORAGE_KEY,
  null,
  darkModeStorage(() => pageStorage()),
  { getOnInit: true },
);

const systemDarkModeBaseAtom = atom(systemPrefersDark());
systemDarkModeBaseAtom.onMount = (setMatches) => watchSystemDarkMode(setMatches);

/** Spec §3 "matchesDarkMode": whether the system prefers a dark colour scheme (kept live). */
export const matchesDarkModeAtom = atom((get) => get(systemDarkModeBaseAtom));

export const isDarkModeAtom = atom((get) =>
  resolveDarkMode(get(userDarkModeAtom), get(matchesDarkModeAtom)),
);

// Spec 000 §3 "pairs per chain" (@dex/token-lists' userPairs: corrupt data gives no pairs and a
// console warning).

/** Every chain's stored pairs. */
export const userPairsStateAtom = atomWithPersistence<UserPairsState>(
  USER_PAIRS_STORAGE_KEY,
  EMPTY_USER_PAIRS,
  userPairsPersistedFormat,
);

/** Stores a pair the user found or created (a no-op for one that may not be stored). */
export const addUserPairAtom = atom(
  null,
  (get, set, tokenA: SerializedToken, tokenB: SerializedToken) => {
    const before = get(userPairsStateAtom);
    const after = addUserPair(before, tokenA, tokenB);
    if (after !== before) set(userPairsStateAtom, after);
  },
);

// Spec 000 §3 "URLWarningVisible" and "timestamp", §9 the version-update rule.

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export const URL_WARNING_VISIBLE_STORAGE_KEY = 'dex.user.URLWarningVisible';

/** Whether the phishing warning (check the address bar) is shown; dismissing it is remembered. */
export const urlWarningVisibleAtom = atomWithPersistence(
  URL_WARNING_VISIBLE_STORAGE_KEY,
  true,
  plainJsonFormat(isBoolean),
);

export const USER_SETTINGS_TIMESTAMP_STORAGE_KEY = 'dex.user.timestamp';

/** When the user settings were last brought up to date (ms since the epoch; 0 for never). */
export const userSettingsTimestampAtom = atomWithPersistence(
  USER_SETTINGS_TIMESTAMP_STORAGE_KEY,
  0,
  plainJsonFormat(isTimestamp),
);

/**
 * The version update run once per app start: stamps the settings with `now` and writes slippage
 * and deadline back, so stored values that are not numbers (older or corrupted versions, which
 * read as their defaults) are replaced by the defaults in storage too.
 * @spec 000 §9.4 Deadline
 */
export const updateUserSettingsVersionAtom = atom(null, (get, set, now: number) => {
  set(userSlippageBipsAtom, numberOrDefault(get(userSlippageBipsAtom), DEFAULT_SLIPPAGE_BIPS));
  set(
    userDeadlineSecondsAtom,
    numberOrDefault(get(userDeadlineSecondsAtom), DEFAULT_DEADLINE_SECONDS),
  );
  set(userSettingsTimestampAtom, now);
});
