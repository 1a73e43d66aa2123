// The one approve of the app (spec §4 / §7 "Token: approve", spec 001 §4): a permit signature where
// the token and spender take one, else an approval on chain (the maximum, else the exact amount)
// through the write flow. The swap, the V3 add and every LP token approval use it.
import { approveCalls, type PermitInfo, type SignedPermit } from '@dex/approvals';
import { isUserRejection } from '@dex/wallet';
import { atom } from 'jotai';
import { chainClock } from '../state/chainTime';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { walletProviderAtom } from './atoms';
import { type WriteDialogAtom, writeAtom, writeFailureAtom } from './writeAtoms';

export interface ApproveOptions {
  /** The token's address. */
  readonly token: string;
  readonly spender: string;
  /** Raw units the spender will take. */
  readonly amount: bigint;
  /**
   * The token's permit support for the account: null for none (approve on chain), undefined while
   * it is read (nothing happens: the button waits in its UNKNOWN state).
   */
  readonly permitInfo: PermitInfo | null | undefined;
  /** The wallet request's text (dialog, history). */
  readonly summary: string;
  readonly dialog: WriteDialogAtom;
  /** Spec 001 §8: a failed approval or signature is logged under this name, and still shown. */
  readonly alsoLogAs?: string;
  /** A rejected signature is only logged, under this name, and the form comes back. */
  readonly rejectionLogAs?: string;
  /** A signature that fails for another reason than the user's "no": approve on chain instead. */
  readonly approveWhenSigningFails?: boolean;
}

export type ApproveResult = { readonly permit: SignedPermit } | { readonly hash: string } | null;

/**
 * Signs a permit (deadline: the write's on the chain's clock plus 1200 s) or approves on chain.
 * Resolves with the signed permit (the caller keeps it for its write), the approval's hash, or
 * null when nothing was done or it failed (the dialog says why).
 * @spec 001 §8.4 Approval failure is logged and rethrown
 */
export const approveAtom = atom(
  null,
  async (get, set, options: ApproveOptions): Promise<ApproveResult> => {
    const { token, spender, amount, permitInfo, summary, dialog, alsoLogAs } = options;
    const account = get(connectedAccountAtom);
    const wallet = get(walletProviderAtom);
    if (!account || !wallet || permitInfo === undefined) return null;
    const approveOnChain = async (): Promise<ApproveResult> => {
      const hash = await set(writeAtom, {
        dialog,
        ...(alsoLogAs ? { alsoLogAs } : {}),
        request: {
          account,
          summary,
          calls: () => approveCalls(token, spender, amount),
          approval: { tokenAddress: token, spender },
        },
      });
      return hash ? { hash } : null;
    };
    if (!permitInfo) return approveOnChain();
    set(dialog, { status: 'waiting', summary });
    try {
      const { signPermit } = await import('./permitSigning');
      const permit = await signPermit({
        provider: wallet,
        account,
        info: permitInfo,
        spender,
        value: amount,
        chainTime: chainClock(get, get(activeChainIdAtom)),
        deadlineSeconds: get(userDeadlineSecondsAtom),
      });
      set(dialog, null);
      return { permit };
    } catch (error) {
      const rejected = isUserRejection(error);
      if (!rejected && options.approveWhenSigningFails) return approveOnChain();
      const logAs = rejected ? options.rejectionLogAs : undefined;
      set(
        writeFailureAtom,
        error,
        logAs ? { dialog, logAs } : { dialog, ...(alsoLogAs ? { alsoLogAs } : {}) },
      );
      return null;
    }
  },
);
