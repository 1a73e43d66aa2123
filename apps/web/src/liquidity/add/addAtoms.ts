// The add (and increase) liquidity page's state as jotai atoms over @dex/liquidity's rules: the
// route's pair, fee and position, the pool, the typed range and deposit, balances, approvals for
// the position manager and the add button. The rules themselves live in @dex/liquidity.
import type { SignedPermit } from '@dex/approvals';
import type { Currency, CurrencyAmount, Price, Token } from '@dex/currency';
import {
  type AddLiquidityError,
  type AddRoute,
  addFormRange,
  addLiquidityError,
  computeDeposit,
  type Deposit,
  decodePosition,
  depositPair,
  EMPTY_MINT_STATE,
  type FeeAmount,
  type IncreaseGate,
  increasedTokenId,
  increaseGate,
  isIncreaseMismatch,
  type MintAction,
  MintField,
  type MintState,
  mintReducer,
  offeredFeeTiers,
  type Pool,
  PoolState,
  positionCall,
  priceOfBase,
  type RangeInfo,
  routeFee,
  startingPricePool,
  type V3Position,
} from '@dex/liquidity';
import { parseTypedAmount } from '@dex/router';
import { type Atom, atom } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { unsupportedTokensAtom } from '../../tokens/atoms';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { permitApprovalAtoms } from '../../transactions';
import { selectedBalanceAtom } from '../balanceAtoms';
import { permitInfoAtom } from '../permitInfo';
import { poolAtom } from '../poolAtoms';
import {
  type PositionAuthorityState,
  positionAuthorityAtom,
  positionManagerAtom,
} from '../positionAtoms';

export const addRouteAtom = atom<AddRoute>({
  currencyIdA: undefined,
  currencyIdB: undefined,
  feeAmount: undefined,
  tokenId: undefined,
});

export const mintStateAtom = atom<MintState>(EMPTY_MINT_STATE);
export const dispatchMintAtom = atom(null, (get, set, action: MintAction) =>
  set(mintStateAtom, mintReducer(get(mintStateAtom), action)),
);

const currencyOf = (side: 'currencyIdA' | 'currencyIdB') =>
  atom((get) => {
    const id = get(addRouteAtom)[side];
    return id ? get(currencyAtom(get(activeChainIdAtom), id)) : undefined;
  });

export const currencyAAtom = currencyOf('currencyIdA');
export const currencyBAtom = currencyOf('currencyIdB');

/** The route's tier (@dex/liquidity's fallback: medium when unnamed, none for a typo). */
export const feeAtom = atom((get): FeeAmount | undefined => routeFee(get(addRouteAtom).feeAmount));

export const feeOptionsAtom = atom((get): readonly number[] => offeredFeeTiers(get(feeAtom)));

const increasedTokenIdAtom = atom((get) => increasedTokenId(get(addRouteAtom).tokenId));

/** The position being increased (increase page); null when the id names none. */
export const increasedPositionAtom = atom((get): V3Position | null | undefined => {
  const id = get(increasedTokenIdAtom);
  const manager = get(positionManagerAtom);
  if (id === null || !manager) return null;
  const [state] = get(callStatesAtom(get(activeChainIdAtom), [positionCall(manager, id)]));
  if (!state || (state.data === undefined && !state.error)) return undefined;
  return decodePosition(id, state.data, reportParseError) ?? null;
});

export const isIncreaseAtom = atom((get) => get(addRouteAtom).tokenId !== undefined);

/** Who the connected account is to the position being increased; null off /increase. */
export const increaseAuthorityAtom = atom((get): PositionAuthorityState | null => {
  const tokenId = get(increasedTokenIdAtom);
  return tokenId === null ? null : get(positionAuthorityAtom(tokenId));
});

/** Which position (chain, id, account) the user acknowledged as someone else's, if any. */
const acknowledgedForeignKeyAtom = atom<string | null>(null);
const foreignKeyAtom = atom(
  (get) =>
    `${get(activeChainIdAtom)}:${get(increasedTokenIdAtom)}:${get(connectedAccountAtom)?.toLowerCase()}`,
);

/**
 * The box ticked for "I am adding to someone else's position". It holds only for the position and
 * account it was ticked for: another link or account starts unticked.
 */
export const foreignPositionAcknowledgedAtom = atom(
  (get) => get(acknowledgedForeignKeyAtom) === get(foreignKeyAtom),
  (get, set, acknowledged: boolean) =>
    set(acknowledgedForeignKeyAtom, acknowledged ? get(foreignKeyAtom) : null),
);

/** Whether the add may be sent as far as the position's owner goes (always off /increase). */
export const increaseGateAtom = atom((get): IncreaseGate => {
  const state = get(increaseAuthorityAtom);
  if (!state) return 'allowed';
  return increaseGate(state.authority, get(foreignPositionAcknowledgedAtom));
});

/** Prices read "B per A" (one A in B), as the user picked the pair. */
export const baseQuoteAtom = atom((get) => depositPair(get(currencyAAtom), get(currencyBAtom)));

export const poolResultAtom = atom((get) => {
  const pair = get(baseQuoteAtom);
  return get(poolAtom(get(activeChainIdAtom), pair?.base, pair?.quote, get(feeAtom)));
});

export const noLiquidityAtom = atom((get) => get(poolResultAtom).state === PoolState.NOT_EXISTS);

/** The pool the position is priced against: the real one, or a new one at the start price. */
export const poolForPositionAtom = atom((get): Pool | undefined => {
  const { pool } = get(poolResultAtom);
  if (pool) return pool;
  const pair = get(baseQuoteAtom);
  const fee = get(feeAtom);
  if (!get(noLiquidityAtom) || !pair || fee === undefined) return undefined;
  return startingPricePool(pair.base, pair.quote, fee, get(mintStateAtom).startPriceTypedValue);
});

/** The current price of A in B. */
export const currentPriceAtom = atom((get): Price<Token, Token> | undefined => {
  return priceOfBase(get(poolForPositionAtom), get(baseQuoteAtom)?.base);
});

/** The range: the increased position's own, or the typed ends (@dex/liquidity's addFormRange). */
export const rangeAtom = atom((get): RangeInfo | undefined => {
  const { leftRangeTypedValue, rightRangeTypedValue } = get(mintStateAtom);
  return addFormRange({
    pair: get(baseQuoteAtom),
    fee: get(feeAtom),
    tickCurrent: get(poolForPositionAtom)?.tickCurrent,
    left: leftRangeTypedValue,
    right: rightRangeTypedValue,
    isIncrease: get(isIncreaseAtom),
    position: get(increasedPositionAtom),
  });
});

export const depositAtom = atom((get): Deposit => {
  const { independentField, typedValue } = get(mintStateAtom);
  const currencyA = get(currencyAAtom) ?? undefined;
  const currencyB = get(currencyBAtom) ?? undefined;
  const range = get(rangeAtom);
  return computeDeposit({
    pool: get(poolForPositionAtom),
    currencyA,
    currencyB,
    tickLower: range?.tickLower,
    tickUpper: range?.tickUpper,
    invalidRange: range?.invalidRange ?? false,
    independentField,
    independentAmount: parseTypedAmount(
      typedValue,
      independentField === MintField.CURRENCY_A ? currencyA : currencyB,
    ),
  });
});

/** The account's balance of each deposit currency; undefined while unknown. */
export const balanceAAtom = selectedBalanceAtom(currencyAAtom);
export const balanceBAtom = selectedBalanceAtom(currencyBAtom);

export const unsupportedAssetAtom = atom((get) =>
  [get(currencyAAtom), get(currencyBAtom)].some(
    (currency) =>
      currency?.isToken === true &&
      get(unsupportedTokensAtom).isUnsupported(currency.chainId, currency.address),
  ),
);

/** On /increase, whether the route names another pool than the position's (@dex/liquidity). */
export const increaseMismatchAtom = atom((get): boolean => {
  if (!get(isIncreaseAtom)) return false;
  const pair = get(baseQuoteAtom);
  return isIncreaseMismatch(
    get(increasedPositionAtom),
    pair && [pair.base.address, pair.quote.address],
    get(feeAtom),
  );
});

export const addErrorAtom = atom((get): AddLiquidityError | null => {
  const deposit = get(depositAtom);
  return addLiquidityError({
    account: get(connectedAccountAtom),
    poolState: get(increaseMismatchAtom) ? PoolState.INVALID : get(poolResultAtom).state,
    amountA: deposit.amountA,
    amountB: deposit.amountB,
    depositADisabled: deposit.depositADisabled,
    depositBDisabled: deposit.depositBDisabled,
    balanceA: get(balanceAAtom),
    balanceB: get(balanceBAtom),
  });
});

/** Permits signed on this page for the position manager, by lower-case token address. */
export const signedPermitsAtom = atom<Readonly<Record<string, SignedPermit>>>({});

/**
 * One deposit's permit signature state and approval for the position manager (spec §4): the
 * permit to send when SIGNED (signed for exactly this amount, owner, token, manager and nonce, on
 * this chain, lasting past the add's deadline on the chain's clock); the native coin is APPROVED,
 * and so is a token with a usable permit signature (sent as selfPermit with the add).
 */
function depositApproval(amountAtom: Atom<CurrencyAmount<Currency> | undefined>) {
  return permitApprovalAtoms({
    amount: (get) => get(amountAtom),
    spender: (get) => get(positionManagerAtom),
    permitInfo: (get, token) => (token ? get(permitInfoAtom(token)) : null),
    signed: (get, token) =>
      token ? (get(signedPermitsAtom)[token.address.toLowerCase()] ?? null) : null,
  });
}

const depositA = depositApproval(atom((get) => get(depositAtom).amountA));
const depositB = depositApproval(atom((get) => get(depositAtom).amountB));
export const permitSignatureAAtom = depositA.signature;
export const permitSignatureBAtom = depositB.signature;
export const approvalAAtom = depositA.approval;
export const approvalBAtom = depositB.approval;
