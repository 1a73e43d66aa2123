// The add (and increase) liquidity page's state as jotai atoms over @dex/liquidity's rules: the
// route's pair, fee and position, the pool, the typed range and deposit, balances, approvals for
// the position manager and the add button. The rules themselves live in @dex/liquidity.
import {
  type ApprovalState,
  approvalWithPermit,
  type PermitInfo,
  type PermitSignature,
  permitInfoCalls,
  resolvePermitInfo,
  type SignedPermit,
} from '@dex/approvals';
import { getChainInfo } from '@dex/chains';
import {
  type AddLiquidityError,
  addLiquidityError,
  computeDeposit,
  computeRange,
  type Deposit,
  decodePosition,
  FEE_TIERS,
  type IncreaseGate,
  increaseGate,
  isV3Fee,
  MintField,
  PoolState,
  positionCall,
  type RangeInfo,
  rangeFromTicks,
  startingPricePool,
  type V3Position,
} from '@dex/liquidity';
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import type { FeeAmount, Pool } from '@uniswap/v3-sdk';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { parseAmount } from '../../swap/swapAtoms';
import { unsupportedTokensAtom } from '../../tokens/atoms';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { selectedBalanceAtom } from '../balanceAtoms';
import { readApprovalState, readPermitSignature } from '../lpPermit';
import { poolAtom } from '../poolAtoms';
import { type PositionAuthorityState, positionAuthorityAtom } from '../positions/positionAtoms';
import { EMPTY_MINT_STATE, type MintAction, type MintState, mintReducer } from './mintState';

/** Spec §9: the default tier is medium. */
export const DEFAULT_FEE = 3000;

/** The route's parts: /add/{a?}/{b?}/{fee?} and /increase/{a}/{b}/{fee}/{tokenId}. */
export interface AddRoute {
  readonly currencyIdA: string | undefined;
  readonly currencyIdB: string | undefined;
  readonly feeAmount: string | undefined;
  readonly tokenId: string | undefined;
}

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

export const positionManagerAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.nonfungiblePositionManager,
);

const currencyOf = (side: 'currencyIdA' | 'currencyIdB') =>
  atom((get) => {
    const id = get(addRouteAtom)[side];
    return id ? get(currencyAtom(get(activeChainIdAtom), id)) : undefined;
  });

export const currencyAAtom = currencyOf('currencyIdA');
export const currencyBAtom = currencyOf('currencyIdB');

/** The route's fee when the v3 factory has it, else the default tier; a typo is no tier at all. */
export const feeAtom = atom((get): FeeAmount | undefined => {
  const typed = get(addRouteAtom).feeAmount;
  if (typed === undefined) return DEFAULT_FEE;
  const fee = Number(typed);
  return isV3Fee(fee) ? fee : undefined;
});

/** The tiers offered: the spec's three, plus the route's own tier (the devnet's 0.01%) if other. */
export const feeOptionsAtom = atom((get): readonly number[] => {
  const fee = get(feeAtom);
  const tiers = FEE_TIERS.map((tier) => tier.fee);
  return fee === undefined || tiers.includes(fee) ? tiers : [fee, ...tiers];
});

/** The position id on /increase (a decimal number); null elsewhere or for anything else. */
const increasedTokenIdAtom = atom((get): bigint | null => {
  const tokenId = get(addRouteAtom).tokenId;
  return tokenId !== undefined && /^\d+$/.test(tokenId) ? BigInt(tokenId) : null;
});

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
export const baseQuoteAtom = atom((get): { base: Token; quote: Token } | undefined => {
  const a = get(currencyAAtom);
  const b = get(currencyBAtom);
  if (!a || !b || a.wrapped.equals(b.wrapped)) return undefined;
  return { base: a.wrapped, quote: b.wrapped };
});

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
  const pool = get(poolForPositionAtom);
  const pair = get(baseQuoteAtom);
  return pool && pair ? pool.priceOf(pair.base) : undefined;
});

export const rangeAtom = atom((get): RangeInfo | undefined => {
  const pair = get(baseQuoteAtom);
  const fee = get(feeAtom);
  if (!pair || fee === undefined) return undefined;
  const tickCurrent = get(poolForPositionAtom)?.tickCurrent;
  const position = get(increasedPositionAtom);
  if (get(isIncreaseAtom)) {
    return rangeFromTicks({
      ...pair,
      fee,
      tickLower: position?.tickLower,
      tickUpper: position?.tickUpper,
      tickCurrent,
    });
  }
  const { leftRangeTypedValue, rightRangeTypedValue } = get(mintStateAtom);
  return computeRange({
    ...pair,
    fee,
    left: leftRangeTypedValue,
    right: rightRangeTypedValue,
    tickCurrent,
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
    independentAmount: parseAmount(
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

/** Spec §5 add button error, in the spec's priority. */
/**
 * On /increase, the route must name the position's own pool: its two tokens (either order, the
 * native coin for the wrapped one) and its fee. A missing position or another pool is no pair.
 */
export const increaseMismatchAtom = atom((get): boolean => {
  if (!get(isIncreaseAtom)) return false;
  const position = get(increasedPositionAtom);
  if (position === undefined) return false; // still loading
  const pair = get(baseQuoteAtom);
  if (!position || !pair) return true;
  const tokens = [position.token0, position.token1].map((address) => address.toLowerCase()).sort();
  const route = [pair.base.address, pair.quote.address]
    .map((address) => address.toLowerCase())
    .sort();
  return position.fee !== get(feeAtom) || tokens.join() !== route.join();
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

/**
 * A token's permit support for the connected account: null for none or the native coin,
 * undefined while it is read (spec §4 permit signature LOADING).
 */
export const permitInfoAtom = atomFamily(
  (currency: Currency): Atom<PermitInfo | null | undefined> =>
    atom((get) => {
      const account = get(connectedAccountAtom);
      if (currency.isNative || !account) return null;
      // With the chain's Argent detector: an Argent wallet has no permit (spec 001 §7).
      const detector = getChainInfo(currency.chainId)?.contracts.argentWalletDetector;
      const states = get(
        callStatesAtom(currency.chainId, permitInfoCalls(currency.address, account, detector)),
      );
      if (states.some((state) => state.loading)) return undefined;
      return resolvePermitInfo(
        currency.chainId,
        currency.address,
        states.map((state) => (state.error ? undefined : state.data)),
      );
    }),
  (a, b) => a.equals(b),
);

/** Permits signed on this page for the position manager, by lower-case token address. */
export const signedPermitsAtom = atom<Readonly<Record<string, SignedPermit>>>({});

/**
 * A deposit's permit signature state (spec §4), with the permit to send when SIGNED: signed for
 * exactly this amount, owner, token, manager and nonce, on this chain, and lasting past the
 * add's deadline on the chain's clock.
 */
function permitSignatureOf(amountAtom: Atom<CurrencyAmount<Currency> | undefined>) {
  return atom((get): PermitSignature => {
    const amount = get(amountAtom);
    const currency = amount?.currency;
    const token = currency?.isToken ? currency : undefined;
    return readPermitSignature(get, {
      token,
      spender: get(positionManagerAtom),
      amount: amount ? BigInt(amount.quotient.toString()) : undefined,
      permitInfo: token ? get(permitInfoAtom(token)) : null,
      signed: token ? (get(signedPermitsAtom)[token.address.toLowerCase()] ?? null) : null,
    });
  });
}

const amountAAtom = atom((get) => get(depositAtom).amountA);
const amountBAtom = atom((get) => get(depositAtom).amountB);
export const permitSignatureAAtom = permitSignatureOf(amountAAtom);
export const permitSignatureBAtom = permitSignatureOf(amountBAtom);

/**
 * One deposit's approval for the position manager (spec §4): the native coin is APPROVED, and so
 * is a token with a usable permit signature (sent as selfPermit with the add).
 */
function approvalOf(
  amountAtom: Atom<CurrencyAmount<Currency> | undefined>,
  permitAtom: Atom<PermitSignature>,
) {
  return atom(
    (get): ApprovalState =>
      approvalWithPermit(
        readApprovalState(get, get(amountAtom), get(positionManagerAtom)),
        get(permitAtom).state,
      ),
  );
}

export const approvalAAtom = approvalOf(amountAAtom, permitSignatureAAtom);
export const approvalBAtom = approvalOf(amountBAtom, permitSignatureBAtom);
