import { type ReactNode, useId } from 'react';
import { AddressInput } from '../AddressInput/AddressInput';
import { Button } from '../Button/Button';
import { details } from '../ConfirmSwap/ConfirmSwapDialog.css';
import { NetworkCostRow, type NetworkCostRowProps } from '../ConfirmSwap/NetworkCostRow';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { DialogHeader } from '../TransactionDialog/DialogHeader';
import { body, centred } from '../TransactionDialog/TransactionDialog.css';
import { amount, row, rows, value } from './Claim.css';
import { Confetti } from './Confetti';

/** idle → claiming (wallet, then hash) → claimed on the receipt; a failure resets to idle (spec §4). */
export type ClaimStatus = 'idle' | 'claiming' | 'claimed';

export interface ClaimDialogLabels {
  /** "Claim UNI" (self) or "Claim UNI Token" (any address) */
  readonly title: string;
  /** "Claim UNI" */
  readonly claim: string;
  /** "Claiming" */
  readonly claiming: string;
  /** "Confirm this transaction in your wallet" */
  readonly confirmInWallet: string;
  /** "View transaction on Etherscan" */
  readonly viewOnExplorer: string;
  /** "Claimed!" (self) or "Claimed" */
  readonly claimed: string;
  /** The welcome message shown with the confetti. */
  readonly welcome: string;
  readonly close: string;
}

export interface ClaimAddressField {
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** "Address has no available claim", when the typed address is valid but has nothing to claim. */
  readonly error?: string;
  readonly invalid: boolean;
  /** A note above the input, e.g. "Enter an address to trigger a UNI claim…". */
  readonly hint?: string;
}

export interface ClaimDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly status: ClaimStatus;
  /** e.g. "400 UNI"; omitted while unknown. */
  readonly amount?: string;
  /** The breakdown lines (liquidity, user, SOCKS) that make up the amount. */
  readonly breakdown?: readonly { readonly label: string; readonly amount: string }[];
  /** The address-claim dialog's input; absent in self-claim. */
  readonly addressField?: ClaimAddressField;
  readonly claimEnabled: boolean;
  readonly onClaim: () => void;
  /** Set once the transaction has a hash. */
  readonly explorerUrl?: string;
  readonly labels: ClaimDialogLabels;
  /** Rendered under the amount, e.g. a note about where the tokens go. */
  readonly children?: ReactNode;
  /** What the claim will cost the network, shown above Claim (absent: not shown). */
  readonly networkCost?: NetworkCostRowProps;
}

// @spec 000 §2.22 The self-claim dialog is titled "Claim
// @spec 000 §2.23 The address-claim dialog is titled "Claim
/** "Claim UNI" and "Claim UNI Token": one dialog, with or without the address input. */
export function ClaimDialog(props: ClaimDialogProps) {
  const { status, labels } = props;
  const titleId = useId();
  return (
    <Modal isOpen={props.isOpen} onDismiss={props.onDismiss} aria-labelledby={titleId}>
      {status === 'claimed' ? <Confetti /> : null}
      <div className={body}>
        <DialogHeader
          titleId={titleId}
          title={status === 'claimed' ? labels.claimed : labels.title}
          closeLabel={labels.close}
          onClose={props.onDismiss}
        />
        {props.amount !== undefined ? (
          <p className={amount} aria-live="polite">
            {props.amount}
          </p>
        ) : null}
        {status === 'idle' && props.breakdown && props.breakdown.length > 0 ? (
          <dl className={rows}>
            {props.breakdown.map((line) => (
              <div key={line.label} className={row}>
                <dt>{line.label}</dt>
                <dd className={value}>{line.amount}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {props.children}
        {status === 'idle' && props.addressField ? (
          <>
            {props.addressField.hint !== undefined ? (
              <Text as="p" variant="small" tone="secondary">
                {props.addressField.hint}
              </Text>
            ) : null}
            <AddressInput
              label={props.addressField.label}
              placeholder={props.addressField.placeholder}
              value={props.addressField.value}
              onChange={props.addressField.onChange}
              invalid={props.addressField.invalid || props.addressField.error !== undefined}
            />
            {props.addressField.error ? (
              <Text as="p" tone="danger" role="alert">
                {props.addressField.error}
              </Text>
            ) : null}
          </>
        ) : null}
        {status === 'claiming' ? (
          <div className={centred} aria-live="polite">
            <Spinner size="lg" tone="accent" />
            <Text variant="subtitle">{labels.claiming}</Text>
            <Text variant="small" tone="secondary">
              {labels.confirmInWallet}
            </Text>
          </div>
        ) : null}
        {status === 'claimed' ? (
          <Text as="p" align="center" aria-live="polite">
            {labels.welcome}
          </Text>
        ) : null}
        {props.explorerUrl !== undefined && status !== 'idle' ? (
          <div className={centred}>
            <ExternalLink href={props.explorerUrl}>{labels.viewOnExplorer}</ExternalLink>
          </div>
        ) : null}
        {status === 'idle' && props.networkCost ? (
          <dl className={details}>
            <NetworkCostRow {...props.networkCost} />
          </dl>
        ) : null}
        {status === 'idle' ? (
          <Button
            variant="primary"
            fullWidth
            disabled={!props.claimEnabled}
            onClick={props.onClaim}
          >
            {labels.claim}
          </Button>
        ) : status === 'claimed' ? (
          <Button variant="secondary" fullWidth onClick={props.onDismiss}>
            {labels.close}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
