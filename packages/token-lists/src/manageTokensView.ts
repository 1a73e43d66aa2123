// What the token dialogs (spec 000 §2 manage and import) make of a typed token address and of a
// list location, in the reader's words. Its own module: the dialogs load on demand.
import type { Translator } from '@dex/primitives';
import { blockedListHost, type GatewayConfig, listLocationError } from './listUrl';
import { MAX_TOKEN_DECIMALS } from './tokenDecimals';
import { isUnusableToken, type UnusableToken } from './tokenMetadataReads';
import { typedTokenAddress } from './tokenSelectRows';

/** The decimals that make a token unusable, and the most that are supported; null otherwise. */
export function unusableDecimalsOf(
  token: unknown,
): { readonly decimals: number | bigint; readonly max: number } | null {
  return isUnusableToken(token)
    ? { decimals: token.error.decimals, max: MAX_TOKEN_DECIMALS }
    : null;
}

/** A token found by its typed address that can be imported (a usable one), with its symbol. */
export function importableToken<T extends { readonly symbol?: string | undefined }>(
  token: T | UnusableToken | null,
): { readonly token: T; readonly symbol: string } | null {
  return token && !isUnusableToken(token) ? { token, symbol: token.symbol ?? '' } : null;
}

export type ManageTokensMessage =
  | 'tokens.invalidToken'
  | 'tokens.invalidList'
  | 'tokens.listHostBlocked'
  | 'tokens.importListError';

/**
 * Manage's checks: a typed token that is no address, a list location that is no list or whose
 * host the site may not fetch (`mayFetch`), said before any download, and an import that failed
 * (`reason` words the error).
 */
export function manageTokensChecks(
  t: Translator<ManageTokensMessage>,
  options: {
    readonly gateways: GatewayConfig;
    readonly mayFetch: (url: string) => boolean;
    readonly reason: (error: unknown) => string;
  },
) {
  return {
    tokenAddressError: (typed: string) =>
      typed.trim() !== '' && typedTokenAddress(typed) === null ? t('tokens.invalidToken') : null,
    locationError: (location: string) =>
      listLocationError(location, options.gateways) ? t('tokens.invalidList') : null,
    hostError: (location: string) => {
      const host = blockedListHost(location, options.gateways, options.mayFetch);
      return host ? t('tokens.listHostBlocked', { host }) : null;
    },
    importFailure: (error: unknown) =>
      t('tokens.importListError', { reason: options.reason(error) }),
  };
}
