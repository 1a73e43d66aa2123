// What the manage-lists view says when a list cannot be added: @dex/token-lists' typed errors in
// the user's language (src/errors/messages.ts), the download limits named by their cause (spec §8).
// Which hosts the site may fetch from is @dex/token-lists' blockedListHost over the site policy.
import { translateError } from '../errors/messages';
import type { Translate } from '../i18n';

export function listErrorReason(error: unknown, t: Translate): string {
  // A bare string from an odd fetch implementation is shown as it came.
  return typeof error === 'string' ? error : translateError(t, error);
}
