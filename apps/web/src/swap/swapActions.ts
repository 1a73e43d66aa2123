// The swap page's writes as jotai write atoms: wrap/unwrap, approve and swap, each sent through the
// connected wallet, tracked by src/transactions, and reported through the transaction dialog state.
import {
  PERMIT_VALIDITY_BUFFER_SECONDS,
  permitTypedData,
  splitPermitSignature,
  toPermitOptions,
} from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import {
  type AnyTrade,
  computePriceImpactWithoutFee,
  type Eip1193Requester,
  getPriceImpactConfirmation,
  InvalidRecipientError,
} from '@dex/router';
import type { TransactionDialogState } from '@dex/ui-kit';
import { atom, type Setter } from 'jotai';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom } from '../state/wallet';
import {
  addTransactionAtom,
  sendTransactionAtom,
  transactionExplorerUrl,
  walletProviderAtom,
  writeFailedAtom,
} from '../transactions';
import { swapReviewMode } from './confirmSwap';
import { executeSwap, prepareSwapApproval, wrapTransaction } from './execution';
import { permitInfoAtom, signedPermitAtom, usablePermitAtom } from './permitAtoms';
import { userDeadlineSecondsAtom, userExpertModeAtom, userSlippageBipsAtom } from './settingsAtoms';
import {
  approvalSubmittedAtom,
  connectedAccountAtom,
  forbiddenRecipientsAtom,
  inputCurrencyAtom,
  parsedAmountAtom,
  recipientAddressAtom,
  selectedTradeAtom,
  swapErrorAtom,
  swapSpenderAtom,
  swapStateAtom,
  swapVersionAtom,
  wrapTypeAtom,
} from './swapAtoms';
import { WrapType } from './swapButton';
import { Field } from './swapState';

/** The transaction dialog of the page; null when closed. */
export const swapDialogAtom = atom<TransactionDialogState | null>(null);

/**
 * A failed write: the dialog shows "Transaction rejected." for any rejection, else the error;
 * a wallet on another chain closes it and opens the wrong-network view instead (nothing was sent).
 * Returns the message shown, if any.
 */
function showWriteFailure(set: Setter, error: unknown): string | null {
  const message = set(writeFailedAtom, error);
  set(swapDialogAtom, message === null ? null : { status: 'error', message });
  return message;
}

async function latestBlockTimestamp(chainId: number): Promise<bigint> {
  const provider = chainReader(chainId)?.provider;
  if (!provider) throw new Error('Missing dependencies');
  const block = (await provider.request({
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  })) as { timestamp?: string } | null;
  if (!block?.timestamp) throw new Error('Missing dependencies');
  return BigInt(block.timestamp);
}

function submitted(chainId: number, hash: string): TransactionDialogState {
  const href = transactionExplorerUrl(chainId, hash);
  return { status: 'submitted', ...(href ? { explorerUrl: href } : {}) };
}

/** Wrap or unwrap the typed amount. `summary` is the translated history text. */
export const wrapActionAtom = atom(null, async (get, set, summary: string) => {
  const wrapType = get(wrapTypeAtom);
  const amount = get(parsedAmountAtom);
  const account = get(connectedAccountAtom);
  const input = get(inputCurrencyAtom);
  if (wrapType === WrapType.NOT_APPLICABLE || !amount || !account || !input) return;
  const chainId = get(activeChainIdAtom);
  set(swapDialogAtom, { status: 'waiting', description: summary });
  set(swapErrorAtom, null);
  try {
    const transaction = wrapTransaction(wrapType, input, BigInt(amount.quotient.toString()));
    const hash = await set(sendTransactionAtom, { from: account, ...transaction });
    await set(addTransactionAtom, { hash, from: account, summary });
    set(swapDialogAtom, submitted(chainId, hash));
    set(swapStateAtom, { ...get(swapStateAtom), typedValue: '' });
  } catch (error) {
    set(swapErrorAtom, showWriteFailure(set, error));
  }
});

/** Approve the router for the input token (unlimited when the token allows it). */
export const approveActionAtom = atom(
  null,
  async (get, set, { summary, amount }: { summary: string; amount: bigint }) => {
    const input = get(inputCurrencyAtom);
    const account = get(connectedAccountAtom);
    const spender = get(swapSpenderAtom);
    const wallet = get(walletProviderAtom);
    if (!input || input.isNative || !account || !spender || !wallet) return;
    const chainId = get(activeChainIdAtom);
    set(swapDialogAtom, { status: 'waiting', description: summary });
    const permitInfo = get(permitInfoAtom);
    if (permitInfo) {
      // v3 and a permit token: a signature instead of an approval transaction.
      try {
        const deadline =
          (await latestBlockTimestamp(chainId)) +
          BigInt(get(userDeadlineSecondsAtom)) +
          PERMIT_VALIDITY_BUFFER_SECONDS;
        const request = { owner: account, spender, value: amount, deadline };
        const signature = await wallet.request({
          method: 'eth_signTypedData_v4',
          params: [account, permitTypedData(permitInfo, request)],
        });
        if (typeof signature !== 'string') throw new Error('The wallet returned no signature.');
        set(signedPermitAtom, {
          token: input.address,
          owner: account,
          spender,
          nonce: permitInfo.nonce,
          deadline,
          type: permitInfo.type,
          ...(permitInfo.type === 'amount' ? { value: amount } : {}),
          ...splitPermitSignature(signature),
        });
        set(approvalSubmittedAtom, true);
        set(swapDialogAtom, null);
      } catch (error) {
        showWriteFailure(set, error);
      }
      return;
    }
    try {
      const approval = await prepareSwapApproval(wallet as Eip1193Requester, {
        account,
        token: input.address,
        spender,
        amount,
      });
      const hash = await set(sendTransactionAtom, {
        from: approval.from,
        to: approval.to,
        data: approval.data,
        gasLimit: approval.gasLimit,
      });
      await set(addTransactionAtom, {
        hash,
        from: account,
        summary,
        approval: { tokenAddress: input.address, spender },
      });
      set(approvalSubmittedAtom, true);
      set(swapDialogAtom, submitted(chainId, hash));
    } catch (error) {
      showWriteFailure(set, error);
    }
  },
);

/** Send the selected trade; on success the typed amount is cleared. */
export const swapActionAtom = atom(null, async (get, set, summary: string) => {
  const { trade } = get(selectedTradeAtom);
  const account = get(connectedAccountAtom);
  const wallet = get(walletProviderAtom);
  const chainId = get(activeChainIdAtom);
  const contracts = getChainInfo(chainId)?.contracts;
  const routerAddress =
    get(swapVersionAtom) === 'v2' ? contracts?.v2Router02 : contracts?.swapRouter;
  set(swapDialogAtom, { status: 'waiting', description: summary });
  set(swapErrorAtom, null);
  try {
    if (!trade || !account || !wallet || !routerAddress) throw new Error('Missing dependencies');
    // A set recipient must have resolved to an address (spec §5 swap execution).
    const typedRecipient = get(swapStateAtom).recipient;
    const recipient = typedRecipient === null ? null : get(recipientAddressAtom);
    if (typedRecipient !== null && !recipient) throw new InvalidRecipientError();
    // The button blocks these already; a swap never sends where the tokens would be lost.
    if (recipient && get(forbiddenRecipientsAtom).has(recipient.toLowerCase())) {
      throw new InvalidRecipientError();
    }
    const timestamp = await latestBlockTimestamp(chainId);
    const permit = get(swapVersionAtom) === 'v3' ? get(usablePermitAtom) : null;
    const hash = await executeSwap(
      trade,
      {
        wallet: wallet as Eip1193Requester,
        account,
        latestBlockTimestamp: timestamp,
      },
      {
        routerAddress,
        slippageBips: get(userSlippageBipsAtom),
        deadlineSeconds: get(userDeadlineSecondsAtom),
        recipient: recipient ?? null,
        ...(permit && permit.deadline > timestamp ? { permit: toPermitOptions(permit) } : {}),
      },
    );
    await set(addTransactionAtom, { hash, from: account, summary });
    set(swapDialogAtom, submitted(chainId, hash));
    set(approvalSubmittedAtom, false);
    if (permit) set(signedPermitAtom, null);
    set(swapStateAtom, { ...get(swapStateAtom), typedValue: '', independentField: Field.INPUT });
  } catch (error) {
    set(swapErrorAtom, showWriteFailure(set, error));
  }
});

/** The trade under review in the confirm dialog (null while it is closed). */
export const confirmingSwapAtom = atom<{
  readonly trade: AnyTrade;
  readonly skipReview: boolean;
} | null>(null);

/**
 * The main button's Swap: opens the confirm dialog with the current trade. Expert mode skips the
 * review, and sends at once unless the price impact still needs confirming, but only for a swap
 * to the connected account (see `swapReviewMode`).
 */
export const startSwapAtom = atom(null, (get, set, summary: string) => {
  const { trade } = get(selectedTradeAtom);
  if (!trade) return;
  const mode = swapReviewMode({
    expertMode: get(userExpertModeAtom),
    impactConfirmation: getPriceImpactConfirmation(computePriceImpactWithoutFee(trade)),
    account: get(connectedAccountAtom),
    recipient: get(recipientAddressAtom),
  });
  if (mode === 'send') {
    void set(swapActionAtom, summary);
    return;
  }
  set(confirmingSwapAtom, { trade, skipReview: mode === 'impactOnly' });
});

/** "Accept" on "Price Updated": the dialog now shows the live trade. */
export const acceptPriceUpdateAtom = atom(null, (get, set) => {
  const confirming = get(confirmingSwapAtom);
  const { trade } = get(selectedTradeAtom);
  if (confirming && trade) set(confirmingSwapAtom, { ...confirming, trade });
});

/** The confirm dialog's final confirmation: close it and send. */
export const confirmSwapAtom = atom(null, async (_get, set, summary: string) => {
  set(confirmingSwapAtom, null);
  await set(swapActionAtom, summary);
});
