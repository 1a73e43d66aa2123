import type { ComponentType, ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Text } from '../Text/Text';
import {
  WalletStatusButton,
  type WalletStatusButtonState,
} from '../WalletStatusButton/WalletStatusButton';
// Last, so the header's placement rules win over the primitives' own styles.
import {
  account,
  balance as balanceClass,
  claimButton,
  controls,
  header,
  iconButton,
  logo,
  nav,
  navLink,
  networkBadge,
} from './AppShell.css';

/** What an in-app link needs; the router's own link component fits. */
export interface AppLinkProps {
  to: string;
  className?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  children?: ReactNode;
}

export interface AppHeaderNavItem {
  to: string;
  label: string;
  /** The current page is under this item. */
  active: boolean;
}

export interface AppHeaderProps {
  /** Renders in-app links (the router's), so the kit stays free of any router. */
  linkComponent: ComponentType<AppLinkProps>;
  /** The logo's destination and accessible name, e.g. "/swap" and "Home". */
  home: { to: string; label: string };
  navLabel: string;
  navItems: readonly AppHeaderNavItem[];
  /** A last navigation entry that leaves the app (opens in a new tab, marked ↗). */
  externalNavItem?: { href: string; label: string };
  /** The network selector (`NetworkSelector`), first of the controls; absent hides it. */
  network?: ReactNode;
  /** A test network's name, shown as a badge; absent on main networks. */
  testnetName?: string;
  /** The claim button (hidden on phones, where the menu offers it); absent hides it. */
  claim?: { label: string; onClick: () => void };
  /** The account's native balance, e.g. "1.5 ETH" (hidden on phones); absent hides it. */
  balanceText?: string;
  wallet: { state: WalletStatusButtonState; onClick: () => void };
  darkMode: { isDark: boolean; label: string; onToggle: () => void };
  /** The overflow menu (`HeaderMenu`). */
  menu: ReactNode;
}

function ThemeIcon({ isDark }: { isDark: boolean }) {
  return isDark ? (
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
  );
}

/**
 * The app header: logo, navigation (a bottom bar on phones), network selector and badge, claim, balance, wallet
 * button, theme toggle and menu.
 * @spec 000 §2.2 Navigation links
 * @spec 000 §2.4 The header shows
 */
export function AppHeader({
  linkComponent: Link,
  home,
  navLabel,
  navItems,
  externalNavItem,
  network,
  testnetName,
  claim,
  balanceText,
  wallet,
  darkMode,
  menu,
}: AppHeaderProps) {
  return (
    <header className={header}>
      <Link to={home.to} className={logo} aria-label={home.label}>
        <svg width="32" height="32" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true">
          <path d="M16 2 4 9v14l12 7 12-7V9L16 2zm0 4.6 8 4.7v9.4l-8 4.7-8-4.7v-9.4l8-4.7z" />
          <circle cx="16" cy="16" r="4" />
        </svg>
      </Link>
      <nav className={nav} aria-label={navLabel}>
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
        {externalNavItem ? (
          <ExternalLink href={externalNavItem.href} className={navLink}>
            {externalNavItem.label}
            <span aria-hidden="true"> ↗</span>
          </ExternalLink>
        ) : null}
      </nav>
      <div className={controls}>
        {network}
        {testnetName ? (
          <Badge tone="warning" className={networkBadge}>
            {testnetName}
          </Badge>
        ) : null}
        {claim ? (
          <Button variant="primary" size="sm" className={claimButton} onClick={claim.onClick}>
            {claim.label}
          </Button>
        ) : null}
        <div className={account}>
          {balanceText !== undefined ? (
            <Text variant="label" className={balanceClass}>
              {balanceText}
            </Text>
          ) : null}
          <WalletStatusButton state={wallet.state} onClick={wallet.onClick} />
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={darkMode.label}
          aria-pressed={darkMode.isDark}
          onClick={darkMode.onToggle}
        >
          <ThemeIcon isDark={darkMode.isDark} />
        </button>
        {menu}
      </div>
    </header>
  );
}
