// Typed recipients ("Wallet Address or ENS name") resolved through @dex/ens on the active chain's
// read transport and its ENS registry. One atom per text, so every reader shares a lookup.
// @dex/ens' lookup (with ethers' UTS-46 name normalisation, ~26 kB gzip) is downloaded on the
// first lookup: /swap never needs it before a recipient is typed (its first look, `typedRecipient`,
// is light). Lookups are debounced (spec §9, name
// search 200 ms): a text is looked up once it has stayed typed that long, so typing a name letter
// by letter asks the chain about the finished name only.
import { getChainInfo } from '@dex/chains';
import { type RecipientLookup, recipientWithoutEns, typedRecipient } from '@dex/ens/recipient';
import { type Atom, atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom } from '../state/wallet';

// @spec 000 §4.21 Lookups
/** How long a typed text must stay unchanged before it is looked up. */
export const LOOKUP_DEBOUNCE_MS = 200;

export type RecipientState = RecipientLookup | { readonly status: 'loading' };

const EMPTY = atom<RecipientState>({ status: 'empty' });
const INVALID = atom<RecipientState>({ status: 'invalid' });

async function lookup(chainId: number, text: string): Promise<RecipientLookup> {
  const provider = chainReader(chainId)?.provider;
  const registry = getChainInfo(chainId)?.contracts.ensRegistry;
  if (!provider || !registry) {
    // Without ENS on this chain an address is still a valid recipient, just without a name.
    return recipientWithoutEns(text);
  }
  try {
    const { lookupRecipient } = await import('@dex/ens');
    return await lookupRecipient(text, {
      request: (args) => provider.request(args),
      registry,
    });
  } catch (error) {
    console.warn('ENS lookup failed', error);
    return recipientWithoutEns(text);
  }
}

/**
 * What `typed` stands for on the active chain (whitespace stripped); loading while ENS answers.
 * Whether a name-shaped text normalises (UTS-46) is decided by `lookupRecipient` once loaded.
 */
export function recipientAtom(typed: string): Atom<RecipientState> {
  const recipient = typedRecipient(typed);
  if (recipient.status === 'empty') return EMPTY;
  if (recipient.status === 'invalid') return INVALID;
  return lookupFamily(recipient.text);
}

/**
 * One lookup per typed text while something reads it. Typing makes a new text per keystroke, so a
 * text nobody reads any more is forgotten (typed again later, it is looked up again).
 */
const lookupFamily = atomFamily((text: string) => {
  // True once this text has been read (mounted) for the debounce time; a text typed over before
  // then is unmounted first, its timer cleared, and never looked up.
  const settled = atom(false);
  settled.onMount = (setSettled) => {
    const timer = setTimeout(() => setSettled(true), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  };
  const loaded = unwrap(
    atom((get): RecipientState | Promise<RecipientLookup> =>
      get(settled) ? lookup(get(activeChainIdAtom), text) : { status: 'loading' },
    ),
    (): RecipientState => ({ status: 'loading' }),
  );
  const recipient = atom(
    (get) => get(loaded),
    () => {},
  );
  // Forget only this atom: a fresh one for the same text may already be read, and removing that
  // would make every read create, mount and drop another.
  recipient.onMount = () => () => {
    if (lookupFamily(text) === recipient) lookupFamily.remove(text);
  };
  return recipient;
});
