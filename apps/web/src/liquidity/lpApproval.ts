// Letting a contract take an account's V2 LP tokens (spec 001 §4 "Approval status", "Permit
// signature", §7 "Permit", §9 permit deadline), one home for the pages that need it: /remove/v2
// (the router), /uni/{a}/{b} (the staking pool) and /migrate/v2/{address} (the migrator). Every
// V2 pair supports EIP-2612, so Approve asks for a signature first and falls back to an on-chain
// approval when the wallet cannot sign (but not when the user said no).
import {
  ApprovalState,
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
import type { Eip1193Provider } from '@dex/wallet';
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

/**
 * The approval state of `amount` for `spender` on the active chain: the account's allowance (read
 * over the multicall watch) and any unmined approval for the same token and spender.
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

/** §9: a permit outlives the transaction's deadline (chain time + the user's setting) by 1200 s. */
export function permitDeadline(chainTime: number, userDeadlineSeconds: number): bigint {
  return computeSwapDeadline(chainTime, userDeadlineSeconds) + PERMIT_VALIDITY_BUFFER_SECONDS;
}

export interface PermitToSign {
  readonly token: string;
  readonly owner: string;
  readonly spender: string;
  readonly value: bigint;
  readonly deadline: bigint;
}

/**
 * §7: asks the wallet (eth_signTypedData_v4) for `info`'s permit and splits the signature; the
 * wallet's errors (a refusal too) are thrown as they come.
 */
export async function signPermit(
  wallet: Eip1193Provider,
  info: PermitInfo,
  { token, owner, spender, value, deadline }: PermitToSign,
): Promise<SignedPermit> {
  const signature = await wallet.request({
    method: 'eth_signTypedData_v4',
    params: [owner, permitTypedData(info, { owner, spender, value, deadline })],
  });
  if (typeof signature !== 'string') throw new NoSignatureError();
  return {
    token,
    owner,
    spender,
    nonce: info.nonce,
    deadline,
    type: info.type,
    ...(info.type === 'amount' ? { value } : {}),
    ...splitPermitSignature(signature),
  };
}

export interface ApproveOrSignOptions {
  readonly token: Token;
  readonly spender: string;
  /** The LP amount the signature allows (raw units). */
  readonly value: bigint;
  /** The pair's permit support for the account; null signs nothing and approves on chain. */
  readonly permitInfo: PermitInfo | null;
  /** The approval's text in the dialog and the transaction list. */
  readonly summary: string;
  readonly dialog: WriteDialogAtom;
  /** Spec §8: the page's failures are logged under this name and the dialog returns to its form. */
  readonly logAs: string;
  readonly onSigned: (permit: SignedPermit) => void;
}

/**
 * Approve: a permit signature when the token supports one (spec §9 deadline), else, or when
 * signing fails for another reason than the user's no, an on-chain approval of the exact need
 * (the maximum first) through the write flow.
 */
export const approveOrSignAtom = atom(null, async (get, set, options: ApproveOrSignOptions) => {
  const account = get(connectedAccountAtom);
  const wallet = get(walletProviderAtom);
  const { token, spender, value, permitInfo, summary, dialog, logAs } = options;
  if (!account || !wallet) return;
  const approveOnChain = async () => {
    await set(writeAtom, {
      dialog,
      request: {
        account,
        summary,
        calls: () => approveCalls(token.address, spender, value),
        approval: { tokenAddress: token.address, spender },
      },
    });
  };
  const now = get(chainTimestampAtom(get(activeChainIdAtom)));
  if (!permitInfo || now === undefined) return approveOnChain();
  set(dialog, { status: 'waiting', summary });
  try {
    const deadline = permitDeadline(now, get(userDeadlineSecondsAtom));
    const permit = await signPermit(wallet, permitInfo, {
      token: token.address,
      owner: account,
      spender,
      value,
      deadline,
    });
    options.onSigned(permit);
    set(dialog, null);
  } catch (error) {
    if (isUserRejection(error)) {
      set(writeFailureAtom, error, { dialog, logAs });
      return;
    }
    await approveOnChain();
  }
});

/** Whether an approval state lets the spender take the amount (a usable permit counts too). */
export function isApproved(state: ApprovalState, permit: SignedPermit | null): boolean {
  return permit !== null || state === ApprovalState.APPROVED;
}
