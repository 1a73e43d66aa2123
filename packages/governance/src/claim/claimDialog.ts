// What the two claim dialogs (spec §2: the connected account's own claim, and any address's) show
// and allow, from the address's claim and where its attempt stands.
import { shortenAddress, type Translator } from '@dex/primitives';
import { checksummedAccount } from '../account';
import { type ClaimPartName, claimBreakdownRows } from '../breakdown';
import { formatHeldAmount } from '../display';
import type { ClaimView } from './claimView';
import type { ClaimProgress } from './progress';

export interface ClaimDialogInput {
  /** 'self': the connected account's claim; 'address': the claim of an address typed in. */
  readonly kind: 'self' | 'address';
  /** The connected account, which sends the claim (null: none). */
  readonly account: string | null;
  /** Whose claim it is: the account, or the valid typed address (null: none yet). */
  readonly recipient: string | null;
  readonly view: ClaimView | undefined;
  readonly progress: ClaimProgress;
  readonly language: string;
}

export interface ClaimDialogView {
  /** Whole tokens, formatted; undefined: no amount shown. */
  readonly amount: string | undefined;
  /** What the own claim is made of (liquidity, user, SOCKS), where the lookup gave its flags. */
  readonly breakdown:
    | readonly { readonly name: ClaimPartName; readonly value: string }[]
    | undefined;
  readonly claimEnabled: boolean;
  /** The address the tokens go to when Claim is pressed; undefined: nothing to send. */
  readonly sendTo: string | undefined;
  /** A valid typed address with nothing to claim, before any attempt ("no available claim"). */
  readonly noClaim: boolean;
  /** Whether the network cost is estimated: something to claim, and nothing sent yet. */
  readonly estimated: boolean;
}

// @spec 000 §5.16 Address-claim
export function claimDialogView(input: ClaimDialogInput): ClaimDialogView {
  const { kind, account, recipient, view, progress, language } = input;
  const unclaimed = view?.unclaimed;
  const claimable = unclaimed !== undefined && unclaimed > 0n;
  const idle = progress.status === 'idle';
  const estimated = recipient !== null && idle && claimable;
  if (kind === 'self') {
    // The own claim shows its whole amount, claimed or not, with its parts.
    const data = view?.data;
    const amount = data ? formatHeldAmount(data.amount, language) : undefined;
    return {
      amount,
      breakdown: data?.flags ? claimBreakdownRows(data.amount, data.flags, language) : undefined,
      claimEnabled: checksummedAccount(account) !== undefined && claimable,
      sendTo: account && amount ? account : undefined,
      noClaim: false,
      estimated,
    };
  }
  // Any address: what is left to claim, sent from the connected account to that address.
  const amount = claimable ? formatHeldAmount(unclaimed, language) : undefined;
  return {
    amount,
    breakdown: undefined,
    claimEnabled: account !== null && amount !== undefined,
    sendTo: amount && view ? view.account : undefined,
    noClaim: recipient !== null && unclaimed === 0n && idle,
    estimated,
  };
}

const CLAIM_PART_LABELS = {
  liquidity: 'claim.liquidity',
  user: 'claim.user',
  socks: 'claim.socks',
} as const satisfies Record<ClaimPartName, string>;

export type ClaimDialogMessage =
  | (typeof CLAIM_PART_LABELS)[ClaimPartName]
  | 'claim.amount'
  | 'claim.summary'
  | 'claim.claim'
  | 'claim.claiming'
  | 'claim.viewOnEtherscan'
  | 'claim.claimedSelf'
  | 'claim.claimed'
  | 'claim.welcome'
  | 'claim.recipient'
  | 'claim.placeholder'
  | 'claim.noClaim'
  | 'claim.addressHint'
  | 'modal.selfClaim'
  | 'modal.addressClaim'
  | 'txDialog.confirmInWallet'
  | 'txDialog.close';

/**
 * A claim dialog's words from its view: the amount and its parts (props to spread), the labels,
 * the address field's texts (the address claim's) and the history text of the claim sent, written
 * when Claim is pressed (undefined: nothing to send).
 */
export function claimDialogTexts(
  t: Translator<ClaimDialogMessage>,
  kind: ClaimDialogInput['kind'],
  shown: ClaimDialogView,
) {
  const self = kind === 'self';
  const { amount, breakdown, sendTo } = shown;
  return {
    shown: {
      ...(amount ? { amount: t('claim.amount', { amount }) } : {}),
      ...(breakdown
        ? {
            breakdown: breakdown.map(({ name, value }) => ({
              label: t(CLAIM_PART_LABELS[name]),
              amount: t('claim.amount', { amount: value }),
            })),
          }
        : {}),
    },
    labels: {
      title: t(self ? 'modal.selfClaim' : 'modal.addressClaim'),
      claim: t('claim.claim'),
      claiming: t('claim.claiming'),
      confirmInWallet: t('txDialog.confirmInWallet'),
      viewOnExplorer: t('claim.viewOnEtherscan'),
      claimed: t(self ? 'claim.claimedSelf' : 'claim.claimed'),
      welcome: t('claim.welcome'),
      close: t('txDialog.close'),
    },
    addressField: {
      label: t('claim.recipient'),
      placeholder: t('claim.placeholder'),
      ...(shown.noClaim ? { error: t('claim.noClaim') } : {}),
      hint: t('claim.addressHint'),
    },
    summary: (): string | undefined =>
      sendTo && amount
        ? t('claim.summary', { amount, address: shortenAddress(sendTo) })
        : undefined,
  };
}

/**
 * A claim dialog's props (ui-kit ClaimDialog's, but the address field's value and its changes):
 * its words (`claimDialogTexts`), where the attempt stands, and Claim, which asks `onClaim` to send
 * the tokens to `sendTo` with the history text of the claim.
 */
export function claimDialogProps<C>(
  t: Translator<ClaimDialogMessage>,
  kind: ClaimDialogInput['kind'],
  shown: ClaimDialogView,
  dialog: {
    readonly progress: ClaimProgress;
    readonly networkCost: C;
    readonly onClaim: (claim: { readonly recipient: string; readonly summary: string }) => void;
    readonly onDismiss: () => void;
  },
) {
  const texts = claimDialogTexts(t, kind, shown);
  const { progress } = dialog;
  return {
    addressField: texts.addressField,
    dialog: {
      isOpen: true,
      onDismiss: dialog.onDismiss,
      status: progress.status,
      ...texts.shown,
      ...(progress.explorerUrl ? { explorerUrl: progress.explorerUrl } : {}),
      networkCost: dialog.networkCost,
      claimEnabled: shown.claimEnabled,
      onClaim: () => {
        const summary = texts.summary();
        if (shown.sendTo && summary) dialog.onClaim({ recipient: shown.sendTo, summary });
      },
      labels: texts.labels,
    },
  };
}
