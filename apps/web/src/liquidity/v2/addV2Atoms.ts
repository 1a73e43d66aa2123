// /add/v2 as jotai atoms over @dex/liquidity's V2 rules (spec 001 §3 "V2 add state", §4, §5): the
// route's pair, the typed amounts and the one computed from the pool price, the pool share, the
// balances, the router's approvals, the Supply button, and the writes through the write flow.
import type { ApprovalState } from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  type AddV2PageReads,
  type AddV2Review,
  canSupplyV2,
  EMPTY_V2_ADD_STATE,
  LIQUIDITY_WRITE_LOG_NAMES,
  type V2AddAction,
  type V2AddState,
  v2AddForm,
  v2AddReducer,
  v2AddWriteCalls,
} from '@dex/liquidity';
import { type Atom, atom, type Getter } from 'jotai';
import { userSlippageBipsAtom } from '../../state/tradeSettings';
import { addUserPairAtom } from '../../state/userSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { approveAtom, readApprovalState, writeAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { selectedBalanceAtom } from '../balanceAtoms';
import { writeClockOf } from '../chainReads';
import { reviewGate } from '../reviewGate';
import { pairRouteAtom, routeCurrencyAtom, v2PairAtom } from '../v2Atoms';

export const addV2RouteAtom = pairRouteAtom();

export const v2AddStateAtom = atom<V2AddState>(EMPTY_V2_ADD_STATE);

const addCurrencyAAtom = routeCurrencyAtom(addV2RouteAtom, 'currencyIdA');
const addCurrencyBAtom = routeCurrencyAtom(addV2RouteAtom, 'currencyIdB');

const addPairAtom = atom((get) => get(v2PairAtom(get(addCurrencyAAtom), get(addCurrencyBAtom))));

export const dispatchV2AddAtom = atom(null, (get, set, action: V2AddAction) =>
  set(v2AddStateAtom, v2AddReducer(get(v2AddStateAtom), action)),
);

const addBalanceAAtom = selectedBalanceAtom(addCurrencyAAtom);
const addBalanceBAtom = selectedBalanceAtom(addCurrencyBAtom);

/**
 * The form from its reads (@dex/liquidity's v2AddForm): the deposit in A, B order (the typed
 * amount and the other typed or from the pool price), the pool share, the first error (spec §5
 * "V2 add precedence") and the deposit as it would be reviewed now.
 */
const addV2FormAtom = atom((get) =>
  v2AddForm({
    state: get(v2AddStateAtom),
    pair: get(addPairAtom),
    currencyA: get(addCurrencyAAtom),
    currencyB: get(addCurrencyBAtom),
    account: get(connectedAccountAtom),
    balanceA: get(addBalanceAAtom),
    balanceB: get(addBalanceBAtom),
    slippageBips: get(userSlippageBipsAtom),
    chainId: get(activeChainIdAtom),
  }),
);

/** The active chain's Router02; undefined where V2 is not deployed. */
export const v2RouterAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.v2Router02,
);

/** A token amount's approval for the router (spec §4); the native coin is APPROVED. */
export function routerApprovalAtom(amountAtom: Atom<CurrencyAmount<Currency> | undefined>) {
  return atom((get): ApprovalState => readApprovalState(get, get(amountAtom), get(v2RouterAtom)));
}

const addApprovalAAtom = routerApprovalAtom(atom((get) => get(addV2FormAtom).amounts.amountA));
const addApprovalBAtom = routerApprovalAtom(atom((get) => get(addV2FormAtom).amounts.amountB));

// The page's writes and their dialog (pending, submitted); null while closed or back at the form.
const addV2Session = writeSession();
export const addV2WriteDialogAtom = addV2Session.dialog;

/** The deposit as it would be reviewed now; null until both amounts are known. */
export const liveAddV2ReviewAtom = atom((get) => get(addV2FormAtom).review);

// @spec 001 §2.9 A confirm dialog reads 'You are
// The review ('You are creating a pool' / 'You will receive'; skipped in expert mode) and its
// price gate.
const addV2Gate = reviewGate(liveAddV2ReviewAtom);
/** The deposit under review as the user last accepted it; null while the review is closed. */
export const addV2ReviewAtom = addV2Gate.review;
export const addV2ConfirmOpenAtom = addV2Gate.open;
export const addV2DecisionAtom = addV2Gate.decision;
export const acceptAddV2PriceUpdateAtom = addV2Gate.acceptPriceUpdate;

/** Everything the page shows (@dex/liquidity's AddV2PageReads), read in one value. */
export const addV2PageReadsAtom = atom((get): AddV2PageReads => {
  const form = get(addV2FormAtom);
  const { amountA, amountB } = form.amounts;
  const pair = get(addPairAtom);
  const approvals = [get(addApprovalAAtom), get(addApprovalBAtom)] as const;
  return {
    state: get(v2AddStateAtom),
    firstDeposit: form.firstDeposit,
    pairState: pair.state,
    pair: pair.pair,
    sides: [
      { currency: get(addCurrencyAAtom), amount: amountA, balance: get(addBalanceAAtom) },
      { currency: get(addCurrencyBAtom), amount: amountB, balance: get(addBalanceBAtom) },
    ],
    approvals,
    share: form.share,
    error: form.error,
    // Spec §5: Supply needs no error and both tokens APPROVED (an unread allowance keeps it off).
    canSupply: canSupplyV2({ error: form.error, approvalA: approvals[0], approvalB: approvals[1] }),
    review: get(addV2ReviewAtom),
  };
});

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
      alsoLogAs: LIQUIDITY_WRITE_LOG_NAMES.approve,
    });
  },
);

/** The deposit's write for `review`: the one request its network cost and its send both use. */
function addV2Write(get: Getter, review: AddV2Review) {
  const clock = writeClockOf(get);
  const router = get(v2RouterAtom);
  return {
    account: clock.account ?? '',
    // The reviewed amounts and slippage: the minimums that were shown.
    calls: () => v2AddWriteCalls(review, { ...clock.at(), router }),
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
      logAs: LIQUIDITY_WRITE_LOG_NAMES.addV2,
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
