// The swap's recipient as the form and the review show it (spec §5): the text as typed, what shows
// under the field, and the reviewed recipient with its name.

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
