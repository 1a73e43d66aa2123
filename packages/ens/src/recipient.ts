// A typed recipient ("Wallet Address or ENS name") at first sight, before ENS is asked, and where
// ENS cannot answer. Light enough for a form's first download: the UTS-46 name normalisation that
// `lookupRecipient` brings stays out of this module.
import { getAddress, isAddress } from 'ethers';

/** What a typed recipient stands for once looked up. */
export type RecipientLookup =
  | { readonly status: 'empty' }
  | { readonly status: 'invalid' }
  | { readonly status: 'valid'; readonly address: string; readonly name: string | null };

const NAME_SHAPE = /^[^.\s]+(\.[^.\s]+)+$/;

/** Dot-separated labels: the shape of an ENS name (whether they normalise is `isEnsName`'s say). */
export function hasEnsNameShape(text: string): boolean {
  return NAME_SHAPE.test(text);
}

/** A typed recipient before any lookup. */
export type TypedRecipient =
  | { readonly status: 'empty' }
  | { readonly status: 'invalid' }
  /** An address or a name-shaped text, whitespace stripped: worth a lookup. */
  | { readonly status: 'lookup'; readonly text: string };

// @spec 000 §5.12 Recipient input
/** What `typed` is before any lookup: whitespace stripped, neither an address nor a name is invalid. */
export function typedRecipient(typed: string): TypedRecipient {
  const text = typed.replace(/\s+/g, '');
  if (text === '') return { status: 'empty' };
  if (!isAddress(text) && !hasEnsNameShape(text)) return { status: 'invalid' };
  return { status: 'lookup', text };
}

/** Where ENS cannot answer: an address is still a valid recipient, just without a name. */
export function recipientWithoutEns(text: string): RecipientLookup {
  return isAddress(text)
    ? { status: 'valid', address: getAddress(text), name: null }
    : { status: 'invalid' };
}
