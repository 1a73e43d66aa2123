// Shared props for the app frame's stories and tests: English texts as the app passes them.
import type { AppHeaderProps, AppLinkProps } from './AppHeader';
import type { HeaderMenuChoice, HeaderMenuProps } from './HeaderMenu';

/** An in-app link without a router, as stories and tests render the header. */
export function PlainLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const headerProps: AppHeaderProps = {
  linkComponent: PlainLink,
  home: { to: '/swap', label: 'Home' },
  navLabel: 'Main',
  navItems: [
    { to: '/swap', label: 'Swap', active: true },
    { to: '/pool', label: 'Pool', active: false },
    { to: '/vote', label: 'Vote', active: false },
  ],
  externalNavItem: { href: 'https://info.uniswap.org/', label: 'Charts' },
  wallet: { state: { status: 'disconnected', label: 'Connect to a wallet' }, onClick: () => {} },
  darkMode: { isDark: false, label: 'Dark mode', onToggle: () => {} },
  menu: null,
};

export const menuProps: HeaderMenuProps = {
  label: 'Menu',
  open: false,
  onToggle: () => {},
  onClose: () => {},
  links: [
    { label: 'About', href: 'https://uniswap.org/' },
    { label: 'Docs', href: 'https://docs.uniswap.org/' },
    { label: 'Code', href: 'https://github.com/Uniswap' },
  ],
};

/** The language picker's group, as the app fills it (each language named in itself). */
export const languageChoice: HeaderMenuChoice = {
  label: 'Language',
  options: [
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'de', label: 'Deutsch', lang: 'de' },
    { value: 'ja', label: '日本語', lang: 'ja' },
  ],
  selected: 'en',
  onChoose: () => {},
};
