import type { ReactNode } from 'react';
import { displayAddress } from '../../utils/shortenAddress';
import { Button } from '../Button/Button';
import { CopyButton } from '../CopyButton/CopyButton';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Text } from '../Text/Text';
import { WalletIcon } from './WalletIcon';
import { accountCard, accountName, spread } from './WalletModal.css';

export type WalletAccountViewProps = {
  /** e.g. "Connected with MetaMask". */
  connectedWithText: string;
  address: string;
  /** A resolved name (ENS) shown instead of the shortened address. */
  name?: string;
  iconUrl?: string;
  /** "Change" switches back to the options view. */
  changeLabel: string;
  onChange: () => void;
  /** Omit for connectors that cannot disconnect (injected and exchange wallets). */
  disconnect?: { label: string; onDisconnect: () => void };
  copy: { writeText: (text: string) => Promise<void>; label: string; copiedLabel: string };
  /** Link to the address on a block explorer, e.g. "View on Etherscan". */
  explorer?: { href: string; label: string };
  /** Below the account card, e.g. the recent transactions list. */
  children?: ReactNode;
};

// @spec 000 §2.13 Account view
/** The account view: which wallet is connected, the account, and what can be done with it. */
export function WalletAccountView({
  connectedWithText,
  address,
  name,
  iconUrl,
  changeLabel,
  onChange,
  disconnect,
  copy,
  explorer,
  children,
}: WalletAccountViewProps) {
  return (
    <>
      <section className={accountCard}>
        <div className={spread}>
          <Text variant="label" tone="secondary">
            {connectedWithText}
          </Text>
          <span className={spread}>
            {disconnect !== undefined ? (
              <Button variant="outlined" size="sm" onClick={disconnect.onDisconnect}>
                {disconnect.label}
              </Button>
            ) : null}
            <Button variant="outlined" size="sm" onClick={onChange}>
              {changeLabel}
            </Button>
          </span>
        </div>
        <div className={accountName}>
          {iconUrl !== undefined ? <WalletIcon src={iconUrl} size="sm" /> : null}
          <span>{name ?? displayAddress(address)}</span>
        </div>
        <div className={spread}>
          <CopyButton
            text={address}
            writeText={copy.writeText}
            label={copy.label}
            copiedLabel={copy.copiedLabel}
          />
          {explorer !== undefined ? (
            <ExternalLink href={explorer.href}>{explorer.label}</ExternalLink>
          ) : null}
        </div>
      </section>
      {children}
    </>
  );
}
