// What follows a submitted swap (spec §4 swap flow): its dialog offers adding the token swapped to
// to the wallet (`wallet_watchAsset`, spec §7), and closing that dialog clears the typed amount —
// the amount stays while the dialog is open, so the user still sees what was sent.
import type { Token } from '@dex/currency';
import {
  type AddTokenStatus,
  type SubmittedSwap,
  submittedSwap,
  watchAssetAdded,
  withAddStatus,
} from '@dex/swap';
import { withListedLogo } from '@dex/token-lists';
import { watchAssetRequest } from '@dex/wallet';
import { atom } from 'jotai';
import { activeTokensAtom, listsConfig } from '../tokens/atoms';
import { tokenLogoSources } from '../tokens/logos';
import { walletProviderAtom } from '../transactions';

export type { AddTokenStatus, SubmittedSwap };

/** The swap or wrap whose dialog is showing "submitted"; null otherwise. */
export const submittedSwapAtom = atom<SubmittedSwap | null>(null);

/** A swap (or wrap) was submitted: remember it until its dialog is closed. */
export const markSwapSubmittedAtom = atom(null, (_get, set, outputToken: Token | null) => {
  set(submittedSwapAtom, submittedSwap(outputToken));
});

/** Sets the add status of the submission for `token` (the dialog may have closed meanwhile). */
const addStatusAtom = atom(null, (get, set, token: Token, addStatus: AddTokenStatus) => {
  set(submittedSwapAtom, withAddStatus(get(submittedSwapAtom), token, addStatus));
});

/** "Add {symbol} to wallet": anything but the wallet answering true counts as not added. */
export const addSwappedTokenAtom = atom(null, async (get, set) => {
  const token = get(submittedSwapAtom)?.outputToken;
  const wallet = get(walletProviderAtom);
  if (!token) return;
  if (!wallet) {
    set(addStatusAtom, token, 'failed');
    return;
  }
  set(addStatusAtom, token, 'adding');
  const listed = withListedLogo(token, get(activeTokensAtom));
  const image = tokenLogoSources(listed, listsConfig.gateways)[0];
  let added = false;
  try {
    added = watchAssetAdded(await wallet.request(watchAssetRequest(token, image)));
  } catch (error) {
    console.warn('wallet_watchAsset failed', error);
  }
  set(addStatusAtom, token, added ? 'added' : 'failed');
});
