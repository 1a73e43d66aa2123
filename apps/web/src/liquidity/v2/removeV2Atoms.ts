// /remove/v2/{a}/{b} as jotai atoms over @dex/liquidity's V2 rules (spec 001 §3 "V2 burn state",
// §5 "V2 removal", §7, §8): the pair and the account's LP, what the removal takes out, the LP
// token's approval or permit for the router, and the removal through the write flow (the
// candidates estimated in order; none estimating is logged and nothing is sent).
import { ApprovalState } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import type { CurrencyAmount, Token } from '@dex/currency';
import {
  burnedLiquidity,
  derivedBurn,
  EMPTY_BURN_STATE,
  explainV2RemovalFailure,
  hasNativeSide,
  LIQUIDITY_WRITE_LOG_NAMES,
  MissingLiquidityAmountError,
  payoutCurrency,
  type RemoveV2PageReads,
  v2RemoveWriteCalls,
} from '@dex/liquidity';
import { atom, type Getter } from 'jotai';
import { chainTimestampAtom } from '../../state/chainTime';
import { userSlippageBipsAtom } from '../../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { writeFailureAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { writeClockOf } from '../chainReads';
import { lpSpendApproval } from '../lpPermit';
import { pairRouteAtom, routeCurrencyAtom, v2PairAtom } from '../v2Atoms';
import { routerApprovalAtom, v2RouterAtom } from './addV2Atoms';

export const removeV2RouteAtom = pairRouteAtom();

export const burnStateAtom = atom(EMPTY_BURN_STATE);

/** Receive the wrapped token instead of the native coin (the 'Receive WETH' link). */
export const receiveWrappedAtom = atom(false);

const currencyOf = (side: 'currencyIdA' | 'currencyIdB') => {
  const routed = routeCurrencyAtom(removeV2RouteAtom, side);
  return atom((get) => payoutCurrency(get(routed), get(receiveWrappedAtom)));
};

const removeCurrencyAAtom = currencyOf('currencyIdA');
const removeCurrencyBAtom = currencyOf('currencyIdB');

/** Whether one side is the native coin or its wrapped token (the receive link is offered). */
const hasNativeSideAtom = atom((get) => {
  const { currencyIdA, currencyIdB } = get(removeV2RouteAtom);
  return hasNativeSide([currencyIdA, currencyIdB]);
});

const removePairAtom = atom((get) =>
  get(v2PairAtom(get(removeCurrencyAAtom), get(removeCurrencyBAtom))),
);

const derivedBurnAtom = atom((get) => {
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

// The page's writes and their dialog (pending, submitted). Spec 001 §8: a removal the wallet
// rejects is logged and the review comes back.
const removeV2Session = writeSession({ reviewAgainOnRejection: true });
export const removeV2WriteDialogAtom = removeV2Session.dialog;
export const removeV2ReviewOpenAtom = removeV2Session.reviewing;

/**
 * Spec §4 of the removal: the LP approval or permit of exactly the LP burned for the router (a
 * smaller removal than signed asks again; lpPermit.ts): APPROVED on chain or by a usable signature.
 */
const removeSpend = lpSpendApproval({
  token: (get) => get(removePairAtom).liquidityToken ?? undefined,
  spender: (get) => get(v2RouterAtom),
  amount: (get) => get(burnLiquidityAtom),
  logAs: LIQUIDITY_WRITE_LOG_NAMES.removeV2,
  dialog: removeV2WriteDialogAtom,
});

/** Everything the page shows (@dex/liquidity's RemoveV2PageReads), read in one value. */
export const removeV2PageReadsAtom = atom((get): RemoveV2PageReads => {
  const chainId = get(activeChainIdAtom);
  // Watched early: the deadline needs the chain's clock, and Approve the pair's EIP-2612 permit
  // support for the account (undefined while read, null for none) before it is pressed.
  get(chainTimestampAtom(chainId));
  get(removeSpend.permitInfo);
  const chain = getChainInfo(chainId);
  return {
    burn: get(burnStateAtom),
    derived: get(derivedBurnAtom),
    pair: get(removePairAtom).pair,
    currencyA: get(removeCurrencyAAtom),
    currencyB: get(removeCurrencyBAtom),
    approval: get(removeSpend.approval),
    receiveWrapped: get(receiveWrappedAtom),
    nativeSymbols:
      get(hasNativeSideAtom) && chain
        ? { native: chain.nativeCurrency.symbol, wrapped: chain.wrappedNativeToken.symbol }
        : undefined,
  };
});

/** Approve: a permit signature on the pair, else an on-chain approval. */
export const approveOrSignAtom = atom(null, async (get, set, summary: string) => {
  if (!get(v2RouterAtom) || !get(removePairAtom).liquidityToken) return;
  if (!get(burnLiquidityAtom)) {
    // Spec §8: thrown as 'Missing liquidity amount'; an approval's failure is logged and shown.
    set(writeFailureAtom, new MissingLiquidityAmountError(), {
      dialog: removeV2WriteDialogAtom,
      alsoLogAs: LIQUIDITY_WRITE_LOG_NAMES.approve,
    });
    return;
  }
  await set(removeSpend.approve, summary);
});

/** The removal's write: the one request its review's network cost and its send both use. */
function removeV2Write(get: Getter) {
  const clock = writeClockOf(get);
  const router = get(v2RouterAtom);
  return {
    account: clock.account ?? '',
    // Spec §8: the package refuses missing amounts or tokens, and a removal with neither the
    // router's allowance nor a signature for exactly this LP amount.
    calls: () =>
      v2RemoveWriteCalls(get(derivedBurnAtom), {
        ...clock.at(),
        router,
        currencyA: get(removeCurrencyAAtom) ?? undefined,
        currencyB: get(removeCurrencyBAtom) ?? undefined,
        slippageBips: get(userSlippageBipsAtom),
        approved: get(lpAllowanceApprovalAtom) === ApprovalState.APPROVED,
        permit: get(removeSpend.usablePermit),
      }),
    explainEstimateFailure: explainV2RemovalFailure,
  };
}

/** The review's network cost: the removal estimated as its send would estimate it. */
export const estimateRemoveV2CostAtom = atom(null, (get, set, _review: object) =>
  set(estimateWriteCostAtom, removeV2Write(get)),
);

/** Sends the removal: the candidates from @dex/liquidity, the first that estimates. */
export const sendRemoveV2Atom = atom(null, async (get, set, summary: string) => {
  const hash = await set(removeV2Session.write, {
    logAs: LIQUIDITY_WRITE_LOG_NAMES.removeV2,
    request: { summary, ...removeV2Write(get) },
  });
  if (hash) set(removeSpend.signed, null);
});

/** Closing the dialog; after a hash the amounts go back to 0. */
export const dismissRemoveV2DialogAtom = atom(null, (_get, set) => {
  if (set(removeV2Session.dismiss)) set(burnStateAtom, EMPTY_BURN_STATE);
});
