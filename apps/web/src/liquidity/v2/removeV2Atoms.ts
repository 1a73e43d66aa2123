// /remove/v2/{a}/{b} as jotai atoms over @dex/liquidity's V2 rules (spec 001 §3 "V2 burn state",
// §5 "V2 removal", §7, §8): the pair and the account's LP, what the removal takes out, the LP
// token's approval or permit for the router, and the removal through the write flow (the
// candidates estimated in order; none estimating is logged and nothing is sent).
import {
  isPermitUsable,
  type PermitInfo,
  permitInfoCalls,
  resolvePermitInfo,
  type SignedPermit,
} from '@dex/approvals';
import {
  BurnField,
  type DerivedBurn,
  derivedBurn,
  RemovalWouldFailError,
  v2RemoveCalls,
} from '@dex/liquidity';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/router';
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { atom } from 'jotai';
import { callStatesAtom } from '../../state/chainCalls';
import { chainTimestampAtom } from '../../state/chainTime';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from '../../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { type WriteDialogState, writeAtom } from '../../transactions';
import { approveOrSignLpAtom } from '../lpPermit';
import { routerApprovalAtom, v2RouterAtom } from './addV2Atoms';
import { v2PairAtom } from './v2Atoms';

export const removeV2RouteAtom = atom<{
  readonly currencyIdA: string | undefined;
  readonly currencyIdB: string | undefined;
}>({ currencyIdA: undefined, currencyIdB: undefined });

export interface BurnState {
  readonly independentField: BurnField;
  readonly typedValue: string;
}

export const EMPTY_BURN_STATE: BurnState = {
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: '0',
};

export const burnStateAtom = atom<BurnState>(EMPTY_BURN_STATE);

/** Receive the wrapped token instead of the native coin (the 'Receive WETH' link). */
export const receiveWrappedAtom = atom(false);

const currencyOf = (side: 'currencyIdA' | 'currencyIdB') =>
  atom((get): Currency | null | undefined => {
    const id = get(removeV2RouteAtom)[side];
    const currency = id ? get(currencyAtom(get(activeChainIdAtom), id)) : null;
    return currency?.isNative && get(receiveWrappedAtom) ? currency.wrapped : currency;
  });

export const removeCurrencyAAtom = currencyOf('currencyIdA');
export const removeCurrencyBAtom = currencyOf('currencyIdB');

/** Whether one side is the native coin or its wrapped token (the receive link is offered). */
export const hasNativeSideAtom = atom((get) => {
  const { currencyIdA, currencyIdB } = get(removeV2RouteAtom);
  return [currencyIdA, currencyIdB].some((id) => id?.toUpperCase() === 'ETH');
});

export const removePairAtom = atom((get) =>
  get(v2PairAtom(get(removeCurrencyAAtom), get(removeCurrencyBAtom))),
);

export const derivedBurnAtom = atom((get): DerivedBurn => {
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
  const { liquidityToken } = get(removePairAtom);
  const liquidity = get(derivedBurnAtom).liquidity;
  return liquidityToken && liquidity
    ? CurrencyAmount.fromRawAmount(liquidityToken, liquidity.quotient)
    : undefined;
});

export const lpApprovalAtom = routerApprovalAtom(burnLiquidityAtom);

/** The pair's EIP-2612 permit support for the account (every V2 pair has it). */
export const pairPermitInfoAtom = atom((get): PermitInfo | null => {
  const token = get(removePairAtom).liquidityToken;
  const account = get(connectedAccountAtom);
  if (!token || !account) return null;
  const chainId = get(activeChainIdAtom);
  const states = get(callStatesAtom(chainId, permitInfoCalls(token.address, account)));
  if (states.some((state) => state.loading)) return null;
  return resolvePermitInfo(
    chainId,
    token.address,
    states.map((state) => (state.error ? undefined : state.data)),
  );
});

export const signedPermitAtom = atom<SignedPermit | null>(null);

/** The signed permit while it still fits (owner, pair, router, nonce, at least the LP burned). */
export const usablePermitAtom = atom((get): SignedPermit | null => {
  const info = get(pairPermitInfoAtom);
  const permit = get(signedPermitAtom);
  const token = get(removePairAtom).liquidityToken;
  const account = get(connectedAccountAtom);
  const router = get(v2RouterAtom);
  const liquidity = get(burnLiquidityAtom);
  if (!token || !account || !router || !liquidity) return null;
  const now = get(chainTimestampAtom(get(activeChainIdAtom)));
  return isPermitUsable(permit, {
    token: token.address,
    owner: account,
    spender: router,
    nonce: info?.nonce,
    amount: BigInt(liquidity.quotient.toString()),
    now: BigInt(now ?? 0),
  })
    ? permit
    : null;
});

export const removeV2WriteDialogAtom = atom<WriteDialogState | null>(null);
export const removeV2ReviewOpenAtom = atom(false);
const submittedHashAtom = atom<string | null>(null);

/** Spec §8: a removal that cannot go through is logged (under this name), the form stays. */
const LOG_AS = 'Remove V2 liquidity';

/** Approve: a permit signature on the pair (lpPermit.ts), else an on-chain approval. */
export const approveOrSignAtom = atom(null, async (get, set, summary: string) => {
  const router = get(v2RouterAtom);
  const token = get(removePairAtom).liquidityToken;
  const liquidity = get(burnLiquidityAtom);
  if (!router || !token || !liquidity) return;
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

/** Sends the removal: the candidates from @dex/liquidity, the first that estimates. */
export const sendRemoveV2Atom = atom(null, async (get, set, summary: string) => {
  set(removeV2ReviewOpenAtom, false);
  const account = get(connectedAccountAtom);
  const router = get(v2RouterAtom);
  const chainId = get(activeChainIdAtom);
  const permit = get(usablePermitAtom);
  const hash = await set(writeAtom, {
    dialog: removeV2WriteDialogAtom,
    logAs: LOG_AS,
    request: {
      account: account ?? '',
      summary,
      calls: () => {
        const { liquidity, amountA, amountB } = get(derivedBurnAtom);
        const timestamp = get(chainTimestampAtom(chainId));
        if (!liquidity || !amountA || !amountB || !account || !router || timestamp === undefined) {
          throw new MissingDependenciesError();
        }
        return v2RemoveCalls({
          router,
          liquidity,
          amountA,
          amountB,
          recipient: account,
          slippageBips: get(userSlippageBipsAtom),
          deadline: computeSwapDeadline(timestamp, get(userDeadlineSecondsAtom)),
          permit,
        });
      },
      explainEstimateFailure: async (failures) =>
        new RemovalWouldFailError({ cause: failures.at(-1)?.error }),
    },
  });
  if (!hash) return;
  set(submittedHashAtom, hash);
  set(signedPermitAtom, null);
});

/** Closing the dialog; after a hash the amounts go back to 0. */
export const dismissRemoveV2DialogAtom = atom(null, (get, set) => {
  set(removeV2ReviewOpenAtom, false);
  set(removeV2WriteDialogAtom, null);
  if (!get(submittedHashAtom)) return;
  set(submittedHashAtom, null);
  set(burnStateAtom, EMPTY_BURN_STATE);
});
