// Approving an LP token (a V2 or Sushi pair) for the contract that spends it: the router on
// /remove/v2, the V3 migrator on /migrate/v2/{address}. Every pair supports EIP-2612, so a permit
// signature is asked for first (spec §9: its deadline is the transaction's plus 1200 s); when the
// pair's permit is unknown, or signing fails for another reason than the user's no, the token is
// approved on chain through the write flow instead.
import {
  type ApprovalState,
  allowanceCall,
  approveCalls,
  computeApprovalState,
  decodeAllowance,
  PERMIT_VALIDITY_BUFFER_SECONDS,
  type PermitInfo,
  permitTypedData,
  type SignedPermit,
  splitPermitSignature,
} from '@dex/approvals';
import { computeSwapDeadline } from '@dex/router';
import { isUserRejection } from '@dex/wallet';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import { atom, type Getter } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import {
  hasPendingApprovalAtom,
  NoSignatureError,
  type WriteDialogAtom,
  walletProviderAtom,
  writeAtom,
  writeFailureAtom,
} from '../transactions';

export interface ApproveOrSignLpOptions {
  readonly token: Token;
  readonly spender: string;
  /** LP tokens (raw) the spender will take. */
  readonly amount: bigint;
  /** The pair's permit support for the account; null when unknown (then approve on chain). */
  readonly permitInfo: PermitInfo | null;
  /** The wallet request's text (dialog, history). */
  readonly summary: string;
  readonly dialog: WriteDialogAtom;
  /** Spec §8: the name a rejected signature is logged under. */
  readonly logAs: string;
}

/**
 * Signs a permit of `token` for `spender`, or approves on chain. Resolves with the signed permit
 * (the caller keeps it for its write), or null when it approved on chain or nothing happened.
 */
export const approveOrSignLpAtom = atom(
  null,
  async (get, set, options: ApproveOrSignLpOptions): Promise<SignedPermit | null> => {
    const { token, spender, amount, permitInfo, summary, dialog } = options;
    const account = get(connectedAccountAtom);
    const wallet = get(walletProviderAtom);
    if (!account || !wallet) return null;
    const approveOnChain = async () => {
      await set(writeAtom, {
        dialog,
        request: {
          account,
          summary,
          calls: () => approveCalls(token.address, spender, amount),
          approval: { tokenAddress: token.address, spender },
        },
      });
      return null;
    };
    const now = get(chainTimestampAtom(get(activeChainIdAtom)));
    if (!permitInfo || now === undefined) return approveOnChain();
    set(dialog, { status: 'waiting', summary });
    try {
      const deadline =
        computeSwapDeadline(now, get(userDeadlineSecondsAtom)) + PERMIT_VALIDITY_BUFFER_SECONDS;
      const request = { owner: account, spender, value: amount, deadline };
      const signature = await wallet.request({
        method: 'eth_signTypedData_v4',
        params: [account, permitTypedData(permitInfo, request)],
      });
      if (typeof signature !== 'string') throw new NoSignatureError();
      set(dialog, null);
      return {
        token: token.address,
        ...request,
        nonce: permitInfo.nonce,
        type: permitInfo.type,
        ...splitPermitSignature(signature),
      };
    } catch (error) {
      if (isUserRejection(error)) {
        set(writeFailureAtom, error, { dialog, logAs: options.logAs });
        return null;
      }
      return approveOnChain();
    }
  },
);

/**
 * Spec §4 approval status of `amount` for `spender` on the active chain: the account's allowance
 * (over the multicall watch) and any unmined approval of the same token for the same spender.
 */
export function readApprovalState(
  get: Getter,
  amount: CurrencyAmount<Currency> | undefined,
  spender: string | null | undefined,
): ApprovalState {
  const account = get(connectedAccountAtom);
  const currency = amount?.currency;
  let allowance: bigint | undefined;
  let pendingApproval = false;
  if (currency?.isToken && account && spender) {
    const [state] = get(
      callStatesAtom(get(activeChainIdAtom), [allowanceCall(currency.address, account, spender)]),
    );
    allowance = decodeAllowance(state?.data);
    pendingApproval = get(hasPendingApprovalAtom(currency.address, spender));
  }
  return computeApprovalState({
    isNative: currency?.isNative ?? false,
    amountToApprove: amount && spender ? BigInt(amount.quotient.toString()) : undefined,
    allowance,
    pendingApproval,
  });
}
