// Approving an LP token (a V2 or Sushi pair) for the contract that spends it: the router on
// /remove/v2, the staking pool on /uni, the V3 migrator on /migrate/v2/{address}. Every pair
// supports EIP-2612, so a permit signature is asked for first (spec §9: its deadline is the
// transaction's plus 1200 s); when the pair has no permit, or signing fails for another reason
// than the user's no, the token is approved on chain through the write flow instead. Also the
// spec §4 approval and permit signature states every liquidity form reads. (The LP token's approve
// texts are @dex/liquidity's lpApproveLabels.)
import type { PermitInfo, SignedPermit } from '@dex/approvals';
import type { Token } from '@dex/currency';
import { atom } from 'jotai';
import { approveAtom, type WriteDialogAtom } from '../transactions';

export interface ApproveOrSignLpOptions {
  readonly token: Token;
  readonly spender: string;
  /** LP tokens (raw) the spender will take. */
  readonly amount: bigint;
  /**
   * The pair's permit support for the account: null for none (then approve on chain), undefined
   * while it is read (then nothing happens: the button waits in its LOADING state).
   */
  readonly permitInfo: PermitInfo | null | undefined;
  /** The wallet request's text (dialog, history). */
  readonly summary: string;
  readonly dialog: WriteDialogAtom;
  /** Spec §8: the name a rejected signature is logged under. */
  readonly logAs: string;
}

/** Spec §8: an approval that fails is logged (under this name), and its error still shown. */
export const APPROVAL_FAILURE_LOG = 'Approve';

/**
 * Signs a permit of `token` for `spender`, or approves on chain. Resolves with the signed permit
 * (the caller keeps it for its write), or null when it approved on chain or nothing happened.
 */
export const approveOrSignLpAtom = atom(
  null,
  async (_get, set, options: ApproveOrSignLpOptions): Promise<SignedPermit | null> => {
    const result = await set(approveAtom, {
      token: options.token.address,
      spender: options.spender,
      amount: options.amount,
      permitInfo: options.permitInfo,
      summary: options.summary,
      dialog: options.dialog,
      alsoLogAs: APPROVAL_FAILURE_LOG,
      rejectionLogAs: options.logAs,
      approveWhenSigningFails: true,
    });
    return result && 'permit' in result ? result.permit : null;
  },
);

// Spec §4 approval status and permit signature state of a spend on the active chain: the app's
// one approval read (transactions/approvalAtoms.ts).
export { readApprovalState, readPermitSignature } from '../transactions';
