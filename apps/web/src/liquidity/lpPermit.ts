// Approving an LP token (a V2 or Sushi pair) for the contract that spends it: the router on
// /remove/v2, the staking pool on /uni, the V3 migrator on /migrate/v2/{address}. Every pair
// supports EIP-2612, so a permit signature is asked for first (spec §9: its deadline is the
// transaction's plus 1200 s); when the pair has no permit, or signing fails for another reason
// than the user's no, the token is approved on chain through the write flow instead. Also the
// spec §4 approval and permit signature states every liquidity form reads. (The LP token's approve
// texts are @dex/liquidity's lpApproveLabels.)
import type { SignedPermit } from '@dex/approvals';
import type { CurrencyAmount, Token } from '@dex/currency';
import { LIQUIDITY_WRITE_LOG_NAMES, rawAmountOf } from '@dex/liquidity';
import { atom, type Getter } from 'jotai';
import { approveAtom, permitApprovalAtoms, type WriteDialogAtom } from '../transactions';
import { permitInfoAtom } from './permitInfo';

/** An LP token spend a page asks permission for: the token, its spender and the amount. */
export interface LpSpend {
  readonly token: (get: Getter) => Token | undefined;
  readonly spender: (get: Getter) => string | undefined;
  readonly amount: (get: Getter) => CurrencyAmount<Token> | undefined;
  /** Spec §8: the name a rejected signature is logged under. */
  readonly logAs: string;
  /** The dialog the approval's progress shows in. */
  readonly dialog: WriteDialogAtom;
}

/**
 * One page's LP spend permission: the token's permit support for the account (read before Approve
 * is pressed), the permit signed on the page, the spec §4 signature state (SIGNED while it is for
 * exactly `amount`, by this owner for `spender`, with the token's current nonce, on this chain,
 * lasting past the write's deadline on the chain's clock), the approval (APPROVED on chain or by
 * that signature), the permit the write may send, and Approve (sign, else approve on chain).
 */
export function lpSpendApproval(spend: LpSpend) {
  const permitInfo = atom((get) => {
    const token = spend.token(get);
    return token ? get(permitInfoAtom(token)) : null;
  });
  const signed = atom<SignedPermit | null>(null);
  const { signature, approval } = permitApprovalAtoms({
    amount: spend.amount,
    spender: spend.spender,
    permitInfo: (get) => get(permitInfo),
    signed: (get) => get(signed),
  });
  const usablePermit = atom((get) => get(signature).permit);
  const approve = atom(null, async (get, set, summary: string) => {
    const token = spend.token(get);
    const spender = spend.spender(get);
    const amount = spend.amount(get);
    if (!token || !spender || !amount) return;
    // The permit support: null for none (approve on chain), undefined while read (the button
    // waits in its LOADING state, nothing happens).
    const result = await set(approveAtom, {
      token: token.address,
      spender,
      amount: rawAmountOf(amount),
      permitInfo: get(permitInfo),
      summary,
      dialog: spend.dialog,
      // Spec §8: an approval that fails is logged, and its error still shown.
      alsoLogAs: LIQUIDITY_WRITE_LOG_NAMES.approve,
      rejectionLogAs: spend.logAs,
      approveWhenSigningFails: true,
    });
    if (result && 'permit' in result) set(signed, result.permit);
  });
  return { permitInfo, signed, signature, approval, usablePermit, approve };
}
