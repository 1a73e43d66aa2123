import { ExternalLink } from '../ExternalLink/ExternalLink';
import { WalletIcon } from './WalletIcon';
import {
  activeDot,
  option,
  optionDescription,
  optionList,
  optionName,
  optionText,
} from './WalletModal.css';

/** One row as the list shows it (the option itself is `@dex/wallet`'s `WalletOption`). */
export type WalletOptionItem = {
  /** Stable identifier handed back to `onSelect` (e.g. an EIP-6963 rdns). */
  id: string;
  name: string;
  /** Logo URL (EIP-6963 icons are data URIs). */
  iconUrl: string;
  description?: string;
  /** The wallet currently connected. */
  active?: boolean;
  /** For options that are only a link out (e.g. "open in the exchange app" on mobile). */
  href?: string;
};

export type WalletOptionListProps = {
  options: readonly WalletOptionItem[];
  onSelect: (id: string) => void;
  /** Accessible name of the list, e.g. "Wallets". */
  label: string;
};

/** The options view: one entry per wallet that can really connect, with its name and icon. */
export function WalletOptionList({ options, onSelect, label }: WalletOptionListProps) {
  return (
    <ul className={optionList} aria-label={label}>
      {options.map((wallet) => {
        const body = (
          <>
            <span className={optionText}>
              <span className={optionName}>
                {wallet.active ? <span className={activeDot} aria-hidden="true" /> : null}
                {wallet.name}
              </span>
              {wallet.description !== undefined ? (
                <span className={optionDescription}>{wallet.description}</span>
              ) : null}
            </span>
            <WalletIcon src={wallet.iconUrl} />
          </>
        );
        return (
          <li key={wallet.id}>
            {wallet.href !== undefined ? (
              <ExternalLink href={wallet.href} className={option({ active: false })}>
                {body}
              </ExternalLink>
            ) : (
              <button
                type="button"
                className={option({ active: wallet.active ?? false })}
                aria-current={wallet.active ? 'true' : undefined}
                onClick={() => onSelect(wallet.id)}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
