// What the manage-lists view says when a list cannot be added: the download limits of
// @dex/token-lists in the user's language, other failures as the package words them (spec §8).
import {
  type GatewayConfig,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  listUrlCandidates,
} from '@dex/token-lists';
import type { Translate } from '../i18n';

export function listErrorReason(error: unknown, t: Translate): string {
  const cause = error instanceof ListDownloadError ? error.cause : error;
  if (cause instanceof ListTimeoutError) {
    return t('tokens.listTimeout', { seconds: Math.round(cause.timeoutMs / 1000) });
  }
  if (cause instanceof ListTooLargeError) {
    return t('tokens.listTooLarge', { megabytes: Math.round(cause.maxBytes / (1024 * 1024)) });
  }
  return error instanceof Error ? error.message : String(error);
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
