import { icon } from './WalletModal.css';

/** A wallet's logo. Decorative: the wallet's name is always shown beside it. */
export function WalletIcon({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' }) {
  return <img className={icon({ size })} src={src} alt="" width={24} height={24} />;
}
