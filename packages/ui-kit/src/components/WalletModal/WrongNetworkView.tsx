import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { centred } from './WalletModal.css';

export type WrongNetworkViewProps = {
  /** "Please connect to the appropriate Ethereum network." */
  message: string;
  /** e.g. "Switch to Ethereum"; the button only appears with `onSwitch`. */
  switchLabel?: string;
  /** Typically `wallet_switchEthereumChain`, then `wallet_addEthereumChain` on 4902. */
  onSwitch?: () => void;
  switching?: boolean;
};

/**
 * The wrong-network view. The "Wrong Network" heading is the WalletModal title; this view
 * explains it and offers to switch when the wallet supports switching.
 */
export function WrongNetworkView({
  message,
  switchLabel,
  onSwitch,
  switching,
}: WrongNetworkViewProps) {
  return (
    <div className={centred}>
      <Text as="p">{message}</Text>
      {onSwitch !== undefined && switchLabel !== undefined ? (
        <Button variant="primary" fullWidth loading={switching} onClick={onSwitch}>
          {switchLabel}
        </Button>
      ) : null}
    </div>
  );
}
