import { chainName } from '@dex/chains';
import { UnavailableOnNetwork } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { walletNetworkAtom } from '../state/wallet';
import { useChainSwitch } from './useChainSwitch';

/**
 * A page while the connected wallet is on another chain than the app's (state/wallet.ts
 * walletNetworkAtom): says so, with "Switch to {network}" moving the wallet to the app's chain, as
 * a mainnet-only page offers its switch (ChainFeatureGate). The page itself (its form, reviews
 * and estimates) is not mounted until they agree.
 */
export function WalletNetworkGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const network = useAtomValue(walletNetworkAtom);
  const { switchTarget, switching, error } = useChainSwitch();
  if (network.kind !== 'wrong-network') return children;
  const target = network.switchTo;
  return (
    <UnavailableOnNetwork
      title={t('wallet.wrongNetwork')}
      body={t('network.walletElsewhere', {
        wallet: chainName(network.walletChainId),
        network: chainName(target),
      })}
      target={switchTarget(target)}
      switching={switching !== undefined}
      error={error}
    />
  );
}
