// What the manage-lists view says when a list cannot be added: @dex/token-lists' typed errors in
// the user's language (src/errors/messages.ts), the download limits named by their cause (spec §8).
import { type GatewayConfig, listUrlCandidates } from '@dex/token-lists';
import { translateError } from '../errors/messages';
import type { Translate } from '../i18n';

export function listErrorReason(error: unknown, t: Translate): string {
  // A bare string from an odd fetch implementation is shown as it came.
  return typeof error === 'string' ? error : translateError(t, error);
}

/**
 * The host of a list location that the site's security policy would not let the page fetch from
 * (no candidate URL allowed), or undefined. ENS names are resolved later, through the gateways.
 */
export function blockedListHost(
  location: string,
  gateways: GatewayConfig,
  mayFetch: (url: string) => boolean,
): string | undefined {
  const candidates = listUrlCandidates(location.trim(), gateways);
  const first = candidates[0];
  if (first === undefined || candidates.some(mayFetch)) return undefined;
  return new URL(first).host;
}
