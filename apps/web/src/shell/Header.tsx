import { getChainInfo } from '@dex/chains';
import { localizedSignificant } from '@dex/primitives';
import { Badge, Button, ExternalLink, Text, WalletStatusButton } from '@dex/ui-kit';
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
import { NodeStatusBanner } from './NodeStatusBanner';
import {
  account as accountClass,
  balance as balanceClass,
  claimButton,
  controls,
  header,
  iconButton,
  logo,
  nav,
  navLink,
  networkBadge,
} from './shell.css';
import { walletButtonState, walletStatusAtom } from './walletStatus';

function isUnder(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function DarkModeToggle() {
  const { t } = useTranslation();
  const isDark = useAtomValue(isDarkModeAtom);
  const [, setUserDarkMode] = useAtom(userDarkModeAtom);
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t('header.darkMode')}
      aria-pressed={isDark}
      onClick={() => setUserDarkMode(!isDark)}
    >
      {isDark ? (
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </button>
  );
}

/**
 * The app header: navigation, network, balance, claim, wallet button, theme toggle and menu; below
 * it, the read node's outage notice when there is one.
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
  const toggleModal = useSetAtom(toggleModalAtom);
  const chain = getChainInfo(chainId);

  const navItems = [
    { to: '/swap', label: t('nav.swap'), active: isUnder(pathname, '/swap') },
    { to: '/pool', label: t('nav.pool'), active: isPoolPath(pathname) },
    { to: '/vote', label: t('nav.vote'), active: isUnder(pathname, '/vote') },
  ];

  return (
    <>
      <header className={header}>
        <Link to="/swap" className={logo} aria-label={t('header.home')}>
          <svg width="32" height="32" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true">
            <path d="M16 2 4 9v14l12 7 12-7V9L16 2zm0 4.6 8 4.7v9.4l-8 4.7-8-4.7v-9.4l8-4.7z" />
            <circle cx="16" cy="16" r="4" />
          </svg>
        </Link>
        <nav className={nav} aria-label={t('nav.label')}>
          {navItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={navLink}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
          <ExternalLink href={EXTERNAL_LINKS.charts} className={navLink}>
            {t('nav.charts')}
            <span aria-hidden="true"> ↗</span>
          </ExternalLink>
        </nav>
        <div className={controls}>
          {chain?.isTestnet ? (
            <Badge tone="warning" className={networkBadge}>
              {chain.name}
            </Badge>
          ) : null}
          {claimAvailable && connected ? (
            <Button
              variant="primary"
              size="sm"
              className={claimButton}
              onClick={() => toggleModal(ApplicationModal.SELF_CLAIM)}
            >
              {t('header.claimUni')}
            </Button>
          ) : null}
          <div className={accountClass}>
            {connected && balance !== null && chain ? (
              <Text variant="label" className={balanceClass}>
                {t('header.balance', {
                  amount: localizedSignificant(balance, chain.nativeCurrency.decimals, locale),
                  symbol: chain.nativeCurrency.symbol,
                })}
              </Text>
            ) : null}
            <WalletStatusButton
              state={walletButtonState(walletStatus, t)}
              onClick={() => toggleModal(ApplicationModal.WALLET)}
            />
          </div>
          <DarkModeToggle />
          <Menu showClaim={connected} />
        </div>
      </header>
      <NodeStatusBanner />
    </>
  );
}
