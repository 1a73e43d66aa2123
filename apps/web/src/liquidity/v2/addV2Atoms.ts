// /add/v2 as jotai atoms over @dex/liquidity's V2 rules (spec 001 §3 "V2 add state", §4, §5): the
// route's pair, the typed amounts and the one computed from the pool price, the pool share, the
// balances, the router's approvals, the Supply button, and the writes through the write flow.
import type { ApprovalState } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  type AddLiquidityError,
  type AddV2Review,
  addV2Review,
  canSupplyV2,
  depositAmounts,
  depositShare,
  EMPTY_V2_ADD_STATE,
  isFirstDeposit,
  type V2AddAction,
  V2AddField,
  type V2AddState,
  v2AddCall,
  v2AddError,
  v2AddReducer,
} from '@dex/liquidity';
import { computeSwapDeadline, MissingDependenciesError, parseTypedAmount } from '@dex/router';
import { type Atom, atom, type Getter } from 'jotai';
import { chainTimestampAtom } from '../../state/chainTime';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from '../../state/tradeSettings';
import { addUserPairAtom } from '../../state/userSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { approveAtom, writeAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { selectedBalanceAtom } from '../balanceAtoms';
import { APPROVAL_FAILURE_LOG, readApprovalState } from '../lpPermit';
import { reviewGate } from '../reviewGate';
import { pairRouteAtom, routeCurrencyAtom, v2PairAtom } from '../v2Atoms';

export const addV2RouteAtom = pairRouteAtom();

export const v2AddStateAtom = atom<V2AddState>(EMPTY_V2_ADD_STATE);

export const addCurrencyAAtom = routeCurrencyAtom(addV2RouteAtom, 'currencyIdA');
export const addCurrencyBAtom = routeCurrencyAtom(addV2RouteAtom, 'currencyIdB');

export const addPairAtom = atom((get) =>
  get(v2PairAtom(get(addCurrencyAAtom), get(addCurrencyBAtom))),
);

export const addNoLiquidityAtom = atom((get) => {
  const { state, pair } = get(addPairAtom);
  return isFirstDeposit(state, pair);
});

export const dispatchV2AddAtom = atom(null, (get, set, action: V2AddAction) =>
  set(v2AddStateAtom, v2AddReducer(get(v2AddStateAtom), action)),
);

/** The deposit in A, B order: the typed amount and the other typed or from the pool price. */
export const addAmountsAtom = atom((get) => {
  const { independentField, typedValue, otherTypedValue } = get(v2AddStateAtom);
  const currencyA = get(addCurrencyAAtom) ?? undefined;
  const currencyB = get(addCurrencyBAtom) ?? undefined;
  const aTyped = independentField === V2AddField.CURRENCY_A;
  const { state, pair } = get(addPairAtom);
  return depositAmounts({
    state,
    pair,
    independentField,
    typed: parseTypedAmount(typedValue, aTyped ? currencyA : currencyB),
    otherTyped: parseTypedAmount(otherTypedValue, aTyped ? currencyB : currencyA),
    currencyA,
    currencyB,
  });
});

export const addShareAtom = atom((get) => {
  const { pair, totalSupply } = get(addPairAtom);
  const { amountA, amountB } = get(addAmountsAtom);
  return depositShare(get(addNoLiquidityAtom) ? null : pair, totalSupply, amountA, amountB);
});

export const addBalanceAAtom = selectedBalanceAtom(addCurrencyAAtom);
export const addBalanceBAtom = selectedBalanceAtom(addCurrencyBAtom);

/** Spec §5 "V2 add precedence". */
export const addV2ErrorAtom = atom((get): AddLiquidityError | null => {
  const { amountA, amountB } = get(addAmountsAtom);
  return v2AddError({
    account: get(connectedAccountAtom),
    state: get(addPairAtom).state,
    amountA,
    amountB,
    balanceA: get(addBalanceAAtom),
    balanceB: get(addBalanceBAtom),
  });
});

/** The active chain's Router02; undefined where V2 is not deployed. */
export const v2RouterAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.v2Router02,
);

/** A token amount's approval for the router (spec §4); the native coin is APPROVED. */
export function routerApprovalAtom(amountAtom: Atom<CurrencyAmount<Currency> | undefined>) {
  return atom((get): ApprovalState => readApprovalState(get, get(amountAtom), get(v2RouterAtom)));
}

export const addApprovalAAtom = routerApprovalAtom(atom((get) => get(addAmountsAtom).amountA));
export const addApprovalBAtom = routerApprovalAtom(atom((get) => get(addAmountsAtom).amountB));

/**
 * Spec §5: Supply is pressable only with no error and both tokens APPROVED; an allowance not yet
 * read (UNKNOWN) keeps it disabled even while no Approve button shows.
 */
export const addV2CanSupplyAtom = atom((get) =>
  canSupplyV2({
    error: get(addV2ErrorAtom),
    approvalA: get(addApprovalAAtom),
    approvalB: get(addApprovalBAtom),
  }),
);

// The page's writes and their dialog (pending, submitted); null while closed or back at the form.
const addV2Session = writeSession();
export const addV2WriteDialogAtom = addV2Session.dialog;

/** The deposit as it would be reviewed now; null until both amounts are known. */
export const liveAddV2ReviewAtom = atom((get) => {
  const { amountA, amountB } = get(addAmountsAtom);
  return addV2Review({
    amountA,
    amountB,
    slippageBips: get(userSlippageBipsAtom),
    firstDeposit: get(addNoLiquidityAtom),
    chainId: get(activeChainIdAtom),
    account: get(connectedAccountAtom),
  });
});

// @spec 001 §2.9 A confirm dialog reads 'You are
// The review ('You are creating a pool' / 'You will receive'; skipped in expert mode) and its
// price gate.
const addV2Gate = reviewGate(liveAddV2ReviewAtom);
/** The deposit under review as the user last accepted it; null while the review is closed. */
export const addV2ReviewAtom = addV2Gate.review;
export const addV2ConfirmOpenAtom = addV2Gate.open;
export const addV2DecisionAtom = addV2Gate.decision;
export const acceptAddV2PriceUpdateAtom = addV2Gate.acceptPriceUpdate;

/**
 * Spec §8: adding liquidity only logs failures and ignores a wallet rejection silently; the form
 * stays.
 */
const LOG_AS = 'Add V2 liquidity';

/** Approves the router for a token amount (the maximum, else the exact amount). */
export const approveRouterAtom = atom(
  null,
  async (
    get,
    set,
    options: {
      readonly amount: CurrencyAmount<Currency>;
      readonly summary: string;
      readonly dialog: typeof addV2WriteDialogAtom;
    },
  ) => {
    const router = get(v2RouterAtom);
    const currency = options.amount.currency;
    if (!router || currency.isNative) return;
    await set(approveAtom, {
      token: currency.address,
      spender: router,
      amount: BigInt(options.amount.quotient.toString()),
      permitInfo: null, // the V2 router takes no permit for deposits
      summary: options.summary,
      dialog: options.dialog,
      // Spec §8: an approval's failure is logged, and still shown.
      alsoLogAs: APPROVAL_FAILURE_LOG,
    });
  },
);

/**
 * The router's writes: the account, and at send time the router and the deadline on the chain's
 * clock (missing dependencies while the account, router or clock is unknown).
 */
export function routerWriteBasis(get: Getter) {
  const account = get(connectedAccountAtom);
  const router = get(v2RouterAtom);
  const chainId = get(activeChainIdAtom);
  return {
    account: account ?? '',
    ready: () => {
      const timestamp = get(chainTimestampAtom(chainId));
      if (!account || !router || timestamp === undefined) throw new MissingDependenciesError();
      const deadline = computeSwapDeadline(timestamp, get(userDeadlineSecondsAtom));
      return { account, router, deadline };
    },
  };
}

/** The deposit's write for `review`: the one request its network cost and its send both use. */
function addV2Write(get: Getter, review: AddV2Review) {
  const basis = routerWriteBasis(get);
  return {
    account: basis.account,
    calls: () => {
      const { account, router, deadline } = basis.ready();
      // The reviewed amounts and slippage: the minimums that were shown.
      return [
        v2AddCall({
          router,
          amountA: review.amountA,
          amountB: review.amountB,
          recipient: account,
          slippageBips: review.slippageBips,
          deadline,
          firstDeposit: review.firstDeposit,
        }),
      ];
    },
  };
}

/** The review's network cost: `review`'s write estimated as its send would estimate it. */
export const estimateAddV2CostAtom = atom(null, (get, set, review: AddV2Review) =>
  set(estimateWriteCostAtom, addV2Write(get, review)),
);

/** Sends the deposit: addLiquidity or addLiquidityETH, deadline from the chain's clock. */
export const sendAddV2Atom = atom(
  null,
  async (get, set, { summary, review }: { summary: string; review: AddV2Review }) => {
    set(addV2ReviewAtom, null);
    const hash = await set(writeAtom, {
      dialog: addV2Session.dialog,
      logAs: LOG_AS,
      silentRejection: true,
      request: { summary, ...addV2Write(get, review) },
    });
    if (!hash) return;
    set(addV2Session.submitted, hash);
    // A pair the user supplied is tracked from now on (spec 000 §3 "pairs per chain").
    const a = get(addCurrencyAAtom)?.wrapped;
    const b = get(addCurrencyBAtom)?.wrapped;
    if (a && b) set(addUserPairAtom, a, b);
  },
);

/** Supply (the review first, or straight to the wallet in expert mode) and the review's confirmation. */
const addV2Writes = addV2Gate.writes(sendAddV2Atom);
export const startAddV2Atom = addV2Writes.start;
export const confirmAddV2Atom = addV2Writes.confirm;

/** Closing the dialog; after a hash the inputs are cleared (returns true: go to /pool/v2). */
export const dismissAddV2DialogAtom = atom(null, (_get, set): boolean => {
  set(addV2ReviewAtom, null);
  if (!set(addV2Session.dismiss)) return false;
  set(v2AddStateAtom, EMPTY_V2_ADD_STATE);
  return true;
});
