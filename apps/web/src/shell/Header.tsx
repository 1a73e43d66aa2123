import { getChainInfo } from '@dex/chains';
import { localizedSignificant } from '@dex/primitives';
import { AppHeader } from '@dex/ui-kit';
import { walletButtonView } from '@dex/wallet';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation } from 'react-router';
import { useNumberLocale } from '../format/locale';
import { claimAvailableAtom } from '../governance';
import { useTranslation } from '../i18n';
import { EXTERNAL_LINKS } from '../links';
import { isPoolPath } from '../routing/rules';
import { ApplicationModal, toggleModalAtom } from '../state/modal';
import { displayedNativeBalanceAtom } from '../state/nativeBalance';
import { isDarkModeAtom, userDarkModeAtom } from '../state/userSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { Menu } from './Menu';
import { NetworkMenu } from './NetworkMenu';
import { NodeStatusBanner } from './NodeStatusBanner';
import { walletStatusAtom } from './walletStatus';

function isUnder(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The app header (ui-kit's `AppHeader`) over the wallet, chain, balance, claim and theme atoms;
 * below it, the read node's outage notice when there is one.
 * @spec 000 §2.4 The header shows
 */
export function Header() {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { pathname } = useLocation();
  const walletStatus = useAtomValue(walletStatusAtom);
  const connected = useAtomValue(connectedAccountAtom) !== null;
  const chainId = useAtomValue(activeChainIdAtom);
  const balance = useAtomValue(displayedNativeBalanceAtom);
  const claimAvailable = useAtomValue(claimAvailableAtom);
  const isDark = useAtomValue(isDarkModeAtom);
  const [, setUserDarkMode] = useAtom(userDarkModeAtom);
  const toggleModal = useSetAtom(toggleModalAtom);
  const chain = getChainInfo(chainId);

  return (
    <>
      <AppHeader
        linkComponent={Link}
        home={{ to: '/swap', label: t('header.home') }}
        navLabel={t('nav.label')}
        navItems={[
          { to: '/swap', label: t('nav.swap'), active: isUnder(pathname, '/swap') },
          { to: '/pool', label: t('nav.pool'), active: isPoolPath(pathname) },
          { to: '/vote', label: t('nav.vote'), active: isUnder(pathname, '/vote') },
        ]}
        externalNavItem={{ href: EXTERNAL_LINKS.charts, label: t('nav.charts') }}
        network={<NetworkMenu />}
        claim={
          claimAvailable && connected
            ? {
                label: t('header.claimUni'),
                onClick: () => toggleModal(ApplicationModal.SELF_CLAIM),
              }
            : undefined
        }
        balanceText={
          connected && balance !== null && chain
            ? t('header.balance', {
                amount: localizedSignificant(balance, chain.nativeCurrency.decimals, locale),
                symbol: chain.nativeCurrency.symbol,
              })
            : undefined
        }
        wallet={{
          state: walletButtonView(t, walletStatus),
          onClick: () => toggleModal(ApplicationModal.WALLET),
        }}
        darkMode={{
          isDark,
          label: t('header.darkMode'),
          onToggle: () => setUserDarkMode(!isDark),
        }}
        menu={<Menu showClaim={connected} />}
      />
      <NodeStatusBanner />
    </>
  );
}
