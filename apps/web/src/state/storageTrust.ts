// The app's trust table: which of its stored values are not taken as given on an origin another
// site shares (an IPFS path gateway), and how; @dex/primitives' storageTrust applies it (why a
// shared origin cannot keep a secret is told there). Everything not listed here (language, theme,
// single hop, tracked pairs, transactions, the last wallet) can at worst change what the app
// shows, never what a signature spends, and is kept.
import { type StoredValueTrust, THIS_VISIT_ONLY } from '@dex/primitives';
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS, slippageWarning } from '@dex/swap';

/** The app's stored values that are not taken as given on a shared origin, and how. */
export const STORED_VALUE_TRUST: {
  /** Turns off the swap review and allows high price impact: asked again (typed "confirm"). */
  readonly expertMode: typeof THIS_VISIT_ONLY;
  /** Above 5% (where the settings warn of front-running) it falls back to the default. */
  readonly slippageBips: StoredValueTrust<number>;
  /** Longer than the default, a signed swap is a standing order at a stale price: the default. */
  readonly deadlineSeconds: StoredValueTrust<number>;
  /** A planted token (any address, any symbol) would pass without the token warning. */
  readonly importedTokens: typeof THIS_VISIT_ONLY;
  /** A planted list, or a planted copy of a default list, would vouch for any token. */
  readonly tokenLists: typeof THIS_VISIT_ONLY;
} = {
  expertMode: THIS_VISIT_ONLY,
  slippageBips: {
    kind: 'capped',
    cap: (bips) => (slippageWarning('', bips) === 'mayBeFrontrun' ? DEFAULT_SLIPPAGE_BIPS : bips),
  },
  deadlineSeconds: {
    kind: 'capped',
    cap: (seconds) => Math.min(seconds, DEFAULT_DEADLINE_SECONDS),
  },
  importedTokens: THIS_VISIT_ONLY,
  tokenLists: THIS_VISIT_ONLY,
};
