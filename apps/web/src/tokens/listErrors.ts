// What the manage-lists view says when a list cannot be added: the download limits of
// @dex/token-lists in the user's language, other failures as the package words them (spec §8).
import { ListDownloadError, ListTimeoutError, ListTooLargeError } from '@dex/token-lists';
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
