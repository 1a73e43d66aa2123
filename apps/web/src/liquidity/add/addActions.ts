// The add page's writes through the app's one write flow (src/transactions/writeAtoms.ts): approve
// a deposit token for the position manager, and the add itself (mint, create + mint, or increase).
import { approveCalls } from '@dex/approvals';
import { addLiquidityCall } from '@dex/liquidity';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/router';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { atom } from 'jotai';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import {
  userDeadlineSecondsAtom,
  userExpertModeAtom,
  userSlippageBipsAtom,
} from '../../swap/settingsAtoms';
import { type WriteDialogState, writeAtom } from '../../transactions';
import {
  addRouteAtom,
  depositAtom,
  dispatchMintAtom,
  isIncreaseAtom,
  noLiquidityAtom,
  positionManagerAtom,
} from './addAtoms';

/** The write's dialog (pending, submitted); null while closed or back at the form. */
export const addWriteDialogAtom = atom<WriteDialogState | null>(null);
/** The review before sending (spec §4: skipped in expert mode). */
export const addConfirmOpenAtom = atom(false);
/** The hash of the add sent from this page, until its dialog is dismissed. */
const submittedHashAtom = atom<string | null>(null);

/** Spec §8: adding liquidity only logs failures (a rejection is ignored); the form stays. */
const LOG_AS = 'Add liquidity';

/** Approve the position manager for a deposit token (the maximum, else the exact amount). */
export const approveDepositAtom = atom(
  null,
  async (get, set, { amount, summary }: { amount: CurrencyAmount<Currency>; summary: string }) => {
    const account = get(connectedAccountAtom);
    const manager = get(positionManagerAtom);
    const currency = amount.currency;
    if (!account || !manager || currency.isNative) return;
    await set(writeAtom, {
      dialog: addWriteDialogAtom,
      request: {
        account,
        summary,
        calls: () => approveCalls(currency.address, manager, BigInt(amount.quotient.toString())),
        approval: { tokenAddress: currency.address, spender: manager },
      },
    });
  },
);

/** Sends the add: calldata from @dex/liquidity, deadline from the chain's clock. */
export const sendAddAtom = atom(null, async (get, set, summary: string) => {
  set(addConfirmOpenAtom, false);
  const account = get(connectedAccountAtom);
  const manager = get(positionManagerAtom);
  const chainId = get(activeChainIdAtom);
  const tokenId = get(addRouteAtom).tokenId;
  const hash = await set(writeAtom, {
    dialog: addWriteDialogAtom,
    logAs: LOG_AS,
    request: {
      account: account ?? '',
      summary,
      calls: () => {
        const { position, amountA, amountB } = get(depositAtom);
        const timestamp = get(chainTimestampAtom(chainId));
        if (!position || !account || !manager || timestamp === undefined) {
          throw new MissingDependenciesError();
        }
        const native = [amountA?.currency, amountB?.currency].find(
          (currency) => currency?.isNative,
        );
        return [
          addLiquidityCall(position, {
            positionManager: manager,
            slippageBips: get(userSlippageBipsAtom),
            deadline: computeSwapDeadline(timestamp, get(userDeadlineSecondsAtom)),
            recipient: account,
            useNative: native?.isNative ? native : undefined,
            createPool: get(noLiquidityAtom),
            tokenId: get(isIncreaseAtom) && tokenId ? BigInt(tokenId) : undefined,
          }),
        ];
      },
    },
  });
  if (hash) set(submittedHashAtom, hash);
});

/** The add button: the review first, or straight to the wallet in expert mode. */
export const startAddAtom = atom(null, (get, set, summary: string) => {
  if (get(userExpertModeAtom)) void set(sendAddAtom, summary);
  else set(addConfirmOpenAtom, true);
});

/**
 * Closing the dialog. Spec §4: after a hash, the inputs are cleared and the page goes to /pool
 * (returns true: the caller navigates).
 */
export const dismissAddDialogAtom = atom(null, (get, set): boolean => {
  set(addConfirmOpenAtom, false);
  set(addWriteDialogAtom, null);
  if (!get(submittedHashAtom)) return false;
  set(submittedHashAtom, null);
  set(dispatchMintAtom, { type: 'reset' });
  return true;
});
