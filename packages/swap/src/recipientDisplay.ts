// The swap's recipient as the form and the review show it (spec §5): the text as typed, what shows
// under the field, and the reviewed recipient with its name.
import type { Translator } from '@dex/primitives';

/** A recipient lookup's state as the app holds it (@dex/ens' RecipientLookup, or loading). */
export type RecipientLookupState =
  | { readonly status: 'empty' | 'invalid' | 'loading' }
  | { readonly status: 'valid'; readonly address: string; readonly name: string | null };

/** Spec §5: whitespace is stripped as typed. */
export function typedRecipientText(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * What shows under the recipient field: the address a typed name resolved to, or the verified
 * primary name of a typed address (a reverse record that resolves back); null otherwise.
 */
export type RecipientNote =
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'name'; readonly name: string };

export function recipientNote(
  typed: string,
  resolved: RecipientLookupState | null,
): RecipientNote | null {
  if (resolved?.status !== 'valid') return null;
  if (resolved.address.toLowerCase() !== typed.toLowerCase()) {
    return { kind: 'address', address: resolved.address };
  }
  return resolved.name ? { kind: 'name', name: resolved.name } : null;
}

/**
 * Where the output goes: the account without a typed recipient (`resolved` null); the typed one's
 * address once it resolved, else null (unresolved, loading or invalid).
 */
export function recipientAddress(
  resolved: RecipientLookupState | null,
  account: () => string | null,
): string | null {
  if (resolved === null) return account();
  return resolved.status === 'valid' ? resolved.address : null;
}

/** The reviewed recipient, with its ENS name while the lookup still names that address. */
export function reviewedRecipientText(
  address: string,
  lookup: RecipientLookupState | null,
): string {
  const name =
    lookup?.status === 'valid' && lookup.address?.toLowerCase() === address.toLowerCase()
      ? lookup.name
      : null;
  return name ? `${name} (${address})` : address;
}

export type RecipientFieldMessage =
  | 'swap.recipientResolved'
  | 'swap.addRecipient'
  | 'swap.recipient'
  | 'swap.recipientPlaceholder'
  | 'swap.removeRecipient';

/**
 * The recipient field of the swap form for `typed` (null while no recipient is added) and its
 * lookup: spec §5's error (the text is non-empty, not loading and unresolved), the note under it
 * (`recipientNote`) and its texts.
 */
export function recipientFieldView(
  t: Translator<RecipientFieldMessage>,
  typed: string | null,
  resolved: RecipientLookupState | null,
) {
  const note = typed === null ? null : recipientNote(typed, resolved);
  return {
    recipient: typed,
    invalid: resolved?.status === 'invalid',
    note:
      note?.kind === 'address'
        ? { text: t('swap.recipientResolved', { address: note.address }), title: note.address }
        : note?.kind === 'name'
          ? { text: note.name }
          : null,
    labels: {
      add: t('swap.addRecipient'),
      recipient: t('swap.recipient'),
      placeholder: t('swap.recipientPlaceholder'),
      remove: t('swap.removeRecipient'),
    },
  };
}
