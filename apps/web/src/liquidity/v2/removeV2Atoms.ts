// /remove/v2/{a}/{b} as jotai atoms over @dex/liquidity's V2 rules (spec 001 §3 "V2 burn state",
// §5 "V2 removal", §7, §8): the pair and the account's LP, what the removal takes out, the LP
// token's approval or permit for the router, and the removal through the write flow (the
// candidates estimated in order; none estimating is logged and nothing is sent).
import { ApprovalState, type SignedPermit } from '@dex/approvals';
import type { CurrencyAmount, Token } from '@dex/currency';
import {
  burnedLiquidity,
  derivedBurn,
  EMPTY_BURN_STATE,
  hasNativeSide,
  MissingLiquidityAmountError,
  payoutCurrency,
  RemovalWouldFailError,
  v2RemoveCalls,
} from '@dex/liquidity';
import type { EstimateFailure } from '@dex/write';
import { atom, type Getter } from 'jotai';
import { userSlippageBipsAtom } from '../../state/tradeSettings';
import { connectedAccountAtom } from '../../state/wallet';
import { permitApprovalAtoms, writeFailureAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { APPROVAL_FAILURE_LOG, approveOrSignLpAtom } from '../lpPermit';
import { permitInfoAtom } from '../permitInfo';
import { pairRouteAtom, routeCurrencyAtom, v2PairAtom } from '../v2Atoms';
import { routerApprovalAtom, routerWriteBasis, v2RouterAtom } from './addV2Atoms';

export const removeV2RouteAtom = pairRouteAtom();

export const burnStateAtom = atom(EMPTY_BURN_STATE);

/** Receive the wrapped token instead of the native coin (the 'Receive WETH' link). */
export const receiveWrappedAtom = atom(false);

const currencyOf = (side: 'currencyIdA' | 'currencyIdB') => {
  const routed = routeCurrencyAtom(removeV2RouteAtom, side);
  return atom((get) => payoutCurrency(get(routed), get(receiveWrappedAtom)));
};

export const removeCurrencyAAtom = currencyOf('currencyIdA');
export const removeCurrencyBAtom = currencyOf('currencyIdB');

/** Whether one side is the native coin or its wrapped token (the receive link is offered). */
export const hasNativeSideAtom = atom((get) => {
  const { currencyIdA, currencyIdB } = get(removeV2RouteAtom);
  return hasNativeSide([currencyIdA, currencyIdB]);
});

export const removePairAtom = atom((get) =>
  get(v2PairAtom(get(removeCurrencyAAtom), get(removeCurrencyBAtom))),
);

export const derivedBurnAtom = atom((get) => {
  const { pair, totalSupply, balance } = get(removePairAtom);
  const { independentField, typedValue } = get(burnStateAtom);
  return derivedBurn({
    account: get(connectedAccountAtom),
    pair,
    currencyA: get(removeCurrencyAAtom) ?? undefined,
    currencyB: get(removeCurrencyBAtom) ?? undefined,
    totalSupply,
    userLiquidity: balance,
    independentField,
    typedValue,
  });
});

/** The LP amount to burn in the LP token at its real address (approvals and permits). */
export const burnLiquidityAtom = atom((get): CurrencyAmount<Token> | undefined => {
  return burnedLiquidity(get(removePairAtom).liquidityToken, get(derivedBurnAtom));
});

/** The account's on-chain LP approval for the router (spec §4), without any signature. */
export const lpAllowanceApprovalAtom = routerApprovalAtom(burnLiquidityAtom);

/** The pair's EIP-2612 permit support for the account: undefined while read, null for none. */
export const pairPermitInfoAtom = atom((get) => {
  const token = get(removePairAtom).liquidityToken;
  return token ? get(permitInfoAtom(token)) : null;
});

export const signedPermitAtom = atom<SignedPermit | null>(null);

/**
 * Spec §4 of the removal: its permit signature state (SIGNED only while the signature is for
 * exactly the LP burned, a smaller removal than signed asks again, by this owner for the router,
 * with the pair's current nonce, on this chain, lasting past the removal's deadline) and the LP
 * approval the button shows: APPROVED on chain or by a usable signature.
 */
const removeApproval = permitApprovalAtoms({
  amount: (get) => get(burnLiquidityAtom),
  spender: (get) => get(v2RouterAtom),
  permitInfo: (get) => get(pairPermitInfoAtom),
  signed: (get) => get(signedPermitAtom),
});
export const removePermitAtom = removeApproval.signature;
export const lpApprovalAtom = removeApproval.approval;

// The page's writes and their dialog (pending, submitted). Spec 001 §8: a removal the wallet
// rejects is logged and the review comes back.
const removeV2Session = writeSession({ reviewAgainOnRejection: true });
export const removeV2WriteDialogAtom = removeV2Session.dialog;
export const removeV2ReviewOpenAtom = removeV2Session.reviewing;

/** Spec §8: a removal that cannot go through is logged (under this name), the form stays. */
const LOG_AS = 'Remove V2 liquidity';

/** Approve: a permit signature on the pair (lpPermit.ts), else an on-chain approval. */
export const approveOrSignAtom = atom(null, async (get, set, summary: string) => {
  const router = get(v2RouterAtom);
  const token = get(removePairAtom).liquidityToken;
  const liquidity = get(burnLiquidityAtom);
  if (!router || !token) return;
  if (!liquidity) {
    // Spec §8: thrown as 'Missing liquidity amount'; an approval's failure is logged and shown.
    set(writeFailureAtom, new MissingLiquidityAmountError(), {
      dialog: removeV2WriteDialogAtom,
      alsoLogAs: APPROVAL_FAILURE_LOG,
    });
    return;
  }
  const permit = await set(approveOrSignLpAtom, {
    token,
    spender: router,
    amount: BigInt(liquidity.quotient.toString()),
    permitInfo: get(pairPermitInfoAtom),
    summary,
    dialog: removeV2WriteDialogAtom,
    logAs: LOG_AS,
  });
  if (permit) set(signedPermitAtom, permit);
});

/** The removal's write: the one request its review's network cost and its send both use. */
function removeV2Write(get: Getter) {
  const basis = routerWriteBasis(get);
  return {
    account: basis.account,
    calls: () => {
      const { liquidity, amountA, amountB } = get(derivedBurnAtom);
      const { account, router, deadline } = basis.ready();
      // Spec §8: the package refuses missing amounts or tokens, and a removal with neither
      // the router's allowance nor a signature for exactly this LP amount.
      return v2RemoveCalls({
        router,
        currencyA: get(removeCurrencyAAtom) ?? undefined,
        currencyB: get(removeCurrencyBAtom) ?? undefined,
        liquidity,
        amountA,
        amountB,
        recipient: account,
        slippageBips: get(userSlippageBipsAtom),
        deadline,
        approved: get(lpAllowanceApprovalAtom) === ApprovalState.APPROVED,
        permit: get(removePermitAtom).permit,
      });
    },
    explainEstimateFailure: async (failures: readonly EstimateFailure[]) =>
      new RemovalWouldFailError({ cause: failures.at(-1)?.error }),
  };
}

/** The review's network cost: the removal estimated as its send would estimate it. */
export const estimateRemoveV2CostAtom = atom(null, (get, set, _review: object) =>
  set(estimateWriteCostAtom, removeV2Write(get)),
);

/** Sends the removal: the candidates from @dex/liquidity, the first that estimates. */
export const sendRemoveV2Atom = atom(null, async (get, set, summary: string) => {
  const hash = await set(removeV2Session.write, {
    logAs: LOG_AS,
    request: { summary, ...removeV2Write(get) },
  });
  if (hash) set(signedPermitAtom, null);
});

/** Closing the dialog; after a hash the amounts go back to 0. */
export const dismissRemoveV2DialogAtom = atom(null, (_get, set) => {
  if (set(removeV2Session.dismiss)) set(burnStateAtom, EMPTY_BURN_STATE);
});
