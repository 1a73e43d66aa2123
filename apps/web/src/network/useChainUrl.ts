// Keeps the chosen chain (state/wallet.ts chosenChainIdAtom) and `?chain=` in step: a URL that
// names an offered chain sets the choice; a URL without one gets the choice written back (links
// inside the app do not carry it); a connected wallet that moves to another offered chain takes
// the app and the URL along (@dex/chains' chosenChainAfterWalletMove).
import { chosenChainAfterWalletMove, searchWithChain } from '@dex/chains';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_CHAIN_IDS } from '../config';
import { chosenChainIdAtom, walletChainIdAtom } from '../state/wallet';
import { chainIdFromSearch } from './chainParam';

export function useChainUrl(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useAtom(chosenChainIdAtom);
  const walletChainId = useAtomValue(walletChainIdAtom);
  const fromUrl = chainIdFromSearch(search);
  const previousWalletChainId = useRef(walletChainId);

  useEffect(() => {
    if (fromUrl !== undefined) {
      if (fromUrl !== chosen) setChosen(fromUrl);
    } else if (chosen !== undefined) {
      navigate({ pathname, search: searchWithChain(search, chosen) }, { replace: true });
    }
  }, [fromUrl, chosen, setChosen, navigate, pathname, search]);

  // Only the wallet's moves are followed here; the other values are read as they are then. Before
  // the browser paints: until the app has followed, the wallet is on another chain than the app's,
  // and the pages would show the wrong network for a frame (network/WalletNetworkGate.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wallet's chain changes
  useLayoutEffect(() => {
    const previous = previousWalletChainId.current;
    previousWalletChainId.current = walletChainId;
    const current = fromUrl ?? chosen;
    const next = chosenChainAfterWalletMove({
      previousWalletChainId: previous,
      walletChainId,
      chosenChainId: current,
      offeredChainIds: APP_CHAIN_IDS,
    });
    if (next === undefined || next === current) return;
    setChosen(next);
    navigate({ pathname, search: searchWithChain(search, next) }, { replace: true });
  }, [walletChainId]);
}
