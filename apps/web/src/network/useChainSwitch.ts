// Moving the app to another chain: without a wallet the app just reads it; with one, the wallet
// is asked first (@dex/wallet's switchChain: wallet_switchEthereumChain, adding the chain on 4902)
// and a refusal leaves the app where it was, with a message saying so.
import { chainName, searchWithChain } from '@dex/chains';
import { isUserRejection } from '@dex/wallet';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { translateError } from '../errors/messages';
import { useTranslation } from '../i18n';
import {
  activeChainIdAtom,
  chosenChainIdAtom,
  switchWalletChainAtom,
  walletStateAtom,
} from '../state/wallet';

export interface ChainSwitch {
  /** Resolves true once the app is on `chainId`, false when the wallet did not switch. */
  switchTo: (chainId: number) => Promise<boolean>;
  /** The "Switch to {network}" action a gate offers for `chainId` (`UnavailableOnNetwork`'s target). */
  switchTarget: (chainId: number) => {
    readonly chainId: number;
    readonly name: string;
    readonly label: string;
    readonly onSwitch: () => void;
  };
  /** The chain the wallet is being asked for. */
  switching: number | undefined;
  /** Why the last switch did not happen, translated. */
  error: string | undefined;
  clearError: () => void;
}

export function useChainSwitch(): ChainSwitch {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read when the switch ends: the user may have moved on while the wallet asked.
  const currentLocation = useLocation();
  const location = useRef(currentLocation);
  location.current = currentLocation;
  const { connection } = useAtomValue(walletStateAtom);
  const switchWallet = useAtomValue(switchWalletChainAtom);
  const activeChainId = useAtomValue(activeChainIdAtom);
  const setChosen = useSetAtom(chosenChainIdAtom);
  const [switching, setSwitching] = useState<number>();
  const [error, setError] = useState<string>();

  const switchTo = useCallback(
    async (chainId: number) => {
      setError(undefined);
      if (connection && switchWallet) {
        setSwitching(chainId);
        try {
          await switchWallet.run(chainId);
        } catch (cause) {
          const network = chainName(chainId);
          setError(
            isUserRejection(cause)
              ? t('network.refused', { network, current: chainName(activeChainId) })
              : t('network.switchFailed', { network, reason: translateError(t, cause) }),
          );
          return false;
        } finally {
          setSwitching(undefined);
        }
      }
      setChosen(chainId);
      const { pathname, search } = location.current;
      navigate({ pathname, search: searchWithChain(search, chainId) }, { replace: true });
      return true;
    },
    [connection, switchWallet, activeChainId, setChosen, navigate, t],
  );
  const switchTarget = (chainId: number) => ({
    chainId,
    name: chainName(chainId),
    label: t('network.switchTo', { network: chainName(chainId) }),
    onSwitch: () => void switchTo(chainId),
  });
  return {
    switchTo,
    switchTarget,
    switching,
    error,
    clearError: useCallback(() => setError(undefined), []),
  };
}
