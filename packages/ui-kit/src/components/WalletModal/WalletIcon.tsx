import { icon } from './WalletModal.css';

/** A wallet's logo. Decorative: the wallet's name is always shown beside it. */
export function WalletIcon({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' }) {
  return <img className={icon({ size })} src={src} alt="" width={24} height={24} />;
}

/** A neutral wallet glyph for wallets that bring no icon of their own. */
export const GENERIC_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="6" width="20" height="14" rx="3" fill="#8f96ac"/><rect x="14" y="11" width="8" height="4" rx="2" fill="#fff"/></svg>',
)}`;
