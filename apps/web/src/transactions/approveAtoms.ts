// The one approve of the app (spec §4 / §7 "Token: approve", spec 001 §4): a permit signature where
// the token and spender take one, else an approval on chain (the maximum, else the exact amount)
// through the write flow. The swap, the V3 add and every LP token approval use it.
import { approveCalls, type PermitInfo, type SignedPermit } from '@dex/approvals';
import type { DialogApproveParameters, DialogApproveResult } from '@dex/write';
import { atom } from 'jotai';
import { chainClock } from '../state/chainTime';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { walletProviderAtom } from './atoms';
import { dialogIo, type WriteDialogAtom, writeAtom } from './writeAtoms';

export interface ApproveOptions
  extends Pick<
    DialogApproveParameters<SignedPermit, unknown>,
    'summary' | 'alsoLogAs' | 'rejectionLogAs' | 'approveWhenSigningFails'
  > {
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
  readonly dialog: WriteDialogAtom;
}

export type ApproveResult = DialogApproveResult<SignedPermit>;

/**
 * Signs a permit (deadline: the write's on the chain's clock plus 1200 s) or approves on chain
 * (@dex/write's approveWithDialog). Resolves with the signed permit (the caller keeps it for its
 * write), the approval's hash, or null when nothing was done or it failed (the dialog says why).
 */
export const approveAtom = atom(
  null,
  (get, set, options: ApproveOptions): Promise<ApproveResult> => {
    const { token, spender, amount, permitInfo, summary, dialog, alsoLogAs } = options;
    const account = get(connectedAccountAtom);
    const wallet = get(walletProviderAtom);
    if (!account || !wallet || permitInfo === undefined) return Promise.resolve(null);
    const sign = async (info: PermitInfo) => {
      const { signPermit } = await import('./dialogWrites');
      return signPermit({
        provider: wallet,
        account,
        info,
        spender,
        value: amount,
        chainTime: chainClock(get, get(activeChainIdAtom)),
        deadlineSeconds: get(userDeadlineSecondsAtom),
      });
    };
    return import('./dialogWrites').then(({ approveWithDialog }) =>
      approveWithDialog({
        ...options,
        ...dialogIo(set, dialog),
        ...(permitInfo ? { sign: () => sign(permitInfo) } : {}),
        approveOnChain: () =>
          set(writeAtom, {
            dialog,
            ...(alsoLogAs ? { alsoLogAs } : {}),
            request: {
              account,
              summary,
              calls: () => approveCalls(token, spender, amount),
              approval: { tokenAddress: token, spender },
            },
          }),
      }),
    );
  },
);
