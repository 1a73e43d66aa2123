import { chainName } from '@dex/chains';
import { NetworkSelector } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { APP_CHAIN_IDS, isAppChainId } from '../config';
import { useTranslation } from '../i18n';
import { useChainSwitch } from '../network/useChainSwitch';
import { activeChainIdAtom, walletChainIdAtom } from '../state/wallet';

const OPTIONS = APP_CHAIN_IDS.map((chainId) => ({ chainId, name: chainName(chainId) }));

/** The header's network selector over the build's chains (ui-kit's NetworkSelector). */
export function NetworkMenu() {
  const { t } = useTranslation();
  const activeChainId = useAtomValue(activeChainIdAtom);
  const walletChainId = useAtomValue(walletChainIdAtom);
  const [open, setOpen] = useState(false);
  const { switchTo, switching, error, clearError } = useChainSwitch();
  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) clearError();
    },
    [clearError],
  );
  return (
    <NetworkSelector
      label={t('network.label')}
      options={OPTIONS}
      activeChainId={activeChainId}
      unsupportedLabel={
        walletChainId !== undefined && !isAppChainId(walletChainId)
          ? t('network.unsupported')
          : undefined
      }
      open={open}
      onOpenChange={onOpenChange}
      onSelect={(chainId) => {
        void switchTo(chainId).then((switched) => switched && setOpen(false));
      }}
      switching={
        switching === undefined
          ? undefined
          : { chainId: switching, label: t('network.confirmInWallet') }
      }
      error={error}
    />
  );
}
