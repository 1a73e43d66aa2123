// The add (and increase) liquidity page's state as jotai atoms over @dex/liquidity's rules: the
// route's pair, fee and position, the pool, the typed range and deposit, balances, approvals for
// the position manager and the add button. The rules themselves live in @dex/liquidity.
import type { SignedPermit } from '@dex/approvals';
import type { Currency, CurrencyAmount } from '@dex/currency';
import {
  type AddPageReads,
  type AddRoute,
  decodePosition,
  depositPair,
  EMPTY_MINT_STATE,
  type FeeAmount,
  type IncreaseGate,
  increasedTokenId,
  increaseGate,
  type MintAction,
  type MintState,
  mintReducer,
  offeredFeeTiers,
  positionCall,
  routeFee,
  type V3Position,
  v3AddForm,
} from '@dex/liquidity';
import { type Atom, atom } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { userSlippageBipsAtom } from '../../state/tradeSettings';
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

/** The account's balance of each deposit currency; undefined while unknown. */
const balanceAAtom = selectedBalanceAtom(currencyAAtom);
const balanceBAtom = selectedBalanceAtom(currencyBAtom);

/**
 * The form from its reads (@dex/liquidity's v3AddForm): the pool priced against, the range, the
 * deposit, the first error and the add as it would be reviewed now.
 */
export const addFormAtom = atom((get) =>
  v3AddForm({
    mintState: get(mintStateAtom),
    currencyA: get(currencyAAtom),
    currencyB: get(currencyBAtom),
    pair: get(baseQuoteAtom),
    fee: get(feeAtom),
    poolResult: get(poolResultAtom),
    positionId: get(addRouteAtom).tokenId,
    increasedPosition: get(increasedPositionAtom),
    account: get(connectedAccountAtom),
    balanceA: get(balanceAAtom),
    balanceB: get(balanceBAtom),
    slippageBips: get(userSlippageBipsAtom),
    chainId: get(activeChainIdAtom),
  }),
);

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

const depositA = depositApproval(atom((get) => get(addFormAtom).deposit.amountA));
const depositB = depositApproval(atom((get) => get(addFormAtom).deposit.amountB));
export const permitSignatureAAtom = depositA.signature;
export const permitSignatureBAtom = depositB.signature;

/** Everything the add page shows, read in one value (@dex/liquidity's AddPageReads). */
export const addPageReadsAtom = atom((get): AddPageReads => {
  const form = get(addFormAtom);
  const currencyA = get(currencyAAtom);
  const currencyB = get(currencyBAtom);
  return {
    isIncrease: get(addRouteAtom).tokenId !== undefined,
    currencyA,
    currencyB,
    fee: get(feeAtom),
    feeOptions: offeredFeeTiers(get(feeAtom)),
    pair: get(baseQuoteAtom),
    noLiquidity: form.noLiquidity,
    state: get(mintStateAtom),
    tickCurrent: form.pool?.tickCurrent,
    current: form.currentPrice,
    range: form.range,
    deposit: form.deposit,
    balances: [get(balanceAAtom), get(balanceBAtom)],
    approvals: [get(depositA.approval), get(depositB.approval)],
    error: form.error,
    unsupported: [currencyA, currencyB].some(
      (currency) =>
        currency?.isToken === true &&
        get(unsupportedTokensAtom).isUnsupported(currency.chainId, currency.address),
    ),
    gate: get(increaseGateAtom),
    tokenId: get(addRouteAtom).tokenId,
    authority: get(increaseAuthorityAtom),
    acknowledged: get(foreignPositionAcknowledgedAtom),
  };
});
