import { type ChainCapability, chainForFeature, chainName } from '@dex/chains';
import { UnavailableOnNetwork } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { APP_CHAIN_IDS, DEFAULT_CHAIN_ID } from '../config';
import { useTranslation } from '../i18n';
import { activeChainIdAtom } from '../state/wallet';
import { useChainSwitch } from './useChainSwitch';

/**
 * A page only some chains have (`ChainCapability`: a mainnet-only feature, or V2 migration): on a
 * chain without it, says so and offers to switch to one that has it (the default chain first)
 * instead of showing an empty page.
 */
export function ChainFeatureGate({
  feature,
  children,
}: {
  readonly feature: ChainCapability;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const activeChainId = useAtomValue(activeChainIdAtom);
  const { switchTarget, switching, error } = useChainSwitch();
  const target = chainForFeature(feature, activeChainId, APP_CHAIN_IDS, DEFAULT_CHAIN_ID);
  if (target === undefined) return children;
  return (
    <UnavailableOnNetwork
      title={t(`unavailable.${feature}.title`, { network: chainName(activeChainId) })}
      body={
        target === null
          ? t('unavailable.noTarget')
          : t(`unavailable.${feature}.body`, { target: chainName(target) })
      }
      target={target === null ? undefined : switchTarget(target)}
      switching={switching !== undefined}
      error={error}
    />
  );
}
