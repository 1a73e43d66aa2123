// V2 pairs for the active chain and the connected account (spec 001 §2 /pool/v2, /find): the
// tracked pairs, the account's LP balances and staked LP (the mining pools) swept every 100
// blocks, then, every block, balances, reserves and supply of the pairs it holds; and one pair's lookup state for add, remove and
// find. All reads ride the app's multicall watch.
import { type FactoryKind, getChainInfo, getFactory } from '@dex/chains';
import { type Currency, toSdkToken } from '@dex/currency';
import {
  pairToken,
  type TokenPair,
  trackedPairs,
  V2_SWEEP_BLOCKS,
  type V2LiquidityState,
  type V2PairInfo,
  v2Holdings,
  v2PairKey,
  v2PairReads,
} from '@dex/liquidity';
import { userPairsOnChain } from '@dex/token-lists';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { reportParseError } from '../state/callResults';
import { userPairsStateAtom } from '../state/userSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { activeTokensAtom } from '../tokens/atoms';
import { currencyAtom } from '../tokens/currencyAtoms';
import { chainAnswers } from './chainReads';

/** A route's two currency ids (/add/v2/{a}/{b}, /remove/v2/{a}/{b}, /uni/{a}/{b}). */
export interface PairRoute {
  readonly currencyIdA: string | undefined;
  readonly currencyIdB: string | undefined;
}

/** A page's route atom: its two currency ids, none until the page sets them. */
export const pairRouteAtom = () =>
  atom<PairRoute>({ currencyIdA: undefined, currencyIdB: undefined });

/** One side of a route as a currency on the active chain: null without an id. */
export const routeCurrencyAtom = (route: Atom<PairRoute>, side: keyof PairRoute) =>
  atom((get) => {
    const id = get(route)[side];
    return id ? get(currencyAtom(get(activeChainIdAtom), id)) : null;
  });

/** The active chain's V2 factory (with its init code hash); undefined where V2 is not deployed. */
export const v2FactoryAtom = atom((get) => getFactory(get(activeChainIdAtom), 'uniswapV2'));

/** Base tokens x the chain's known tokens (lists and custom), plus the user's stored pairs. */
export const trackedV2PairsAtom = atom((get): TokenPair[] => {
  const chainId = get(activeChainIdAtom);
  const bases = getChainInfo(chainId)?.routing.tradeBases.map(toSdkToken) ?? [];
  const tokens = [...get(activeTokensAtom).values()]
    .filter((token) => token.chainId === chainId)
    .map(pairToken);
  return trackedPairs(bases, tokens, get(storedV2PairsAtom));
});

/** The pairs the user imported or supplied on the active chain (read every block). */
const storedV2PairsAtom = atom((get): TokenPair[] =>
  userPairsOnChain(get(userPairsStateAtom), get(activeChainIdAtom)).map(
    (pair): TokenPair => [pairToken(pair.token0), pairToken(pair.token1)],
  ),
);

/**
 * The connected account's liquidity in the active chain's V2-style pairs of one factory (Uniswap,
 * or the Sushi fork /migrate/v2 also lists); none where the chain has no such factory.
 */
export const v2LiquidityOfAtom = atomFamily((kind: Exclude<FactoryKind, 'uniswapV3'>) =>
  atom((get): V2LiquidityState => {
    const account = get(connectedAccountAtom);
    if (!account) return { status: 'disconnected' };
    const chainId = get(activeChainIdAtom);
    const factory = getFactory(chainId, kind);
    if (!factory) return { status: 'ready', holdings: [] };
    return v2Holdings({
      tracked: get(trackedV2PairsAtom),
      factory,
      stakingRewardsFactory: getChainInfo(chainId)?.contracts.stakingRewardsFactory,
      account,
      read: chainAnswers(get, chainId),
      // Issue #28 §2: the sweep over every tracked pair every 100 blocks, the held pairs each block.
      readSweep: chainAnswers(get, chainId, V2_SWEEP_BLOCKS),
      userPairs: get(storedV2PairsAtom),
      onParseError: reportParseError,
    });
  }),
);

/** The connected account's V2 liquidity on the active chain. */
export const v2LiquidityAtom = v2LiquidityOfAtom('uniswapV2');

interface PairKey {
  readonly key: string;
  readonly chainId: number;
  readonly account: string | null;
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
}

const pairFamily = atomFamily(
  ({ chainId, account, currencyA, currencyB }: PairKey): Atom<V2PairInfo> => {
    const reads = v2PairReads({
      factory: getFactory(chainId, 'uniswapV2'),
      currencyA,
      currencyB,
      account,
    });
    if (reads.calls.length === 0) {
      const info = reads.info([]);
      return atom(() => info);
    }
    return atom((get) => reads.info(chainAnswers(get, chainId)(reads.calls), reportParseError));
  },
  (x, y) => x.key === y.key,
);

/**
 * The pair of two currencies (the native coin stands for its wrapped token) on the active chain:
 * LOADING while a currency or the reads are pending, INVALID for none or the same token twice.
 */
export function v2PairAtom(
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): Atom<V2PairInfo> {
  return atom((get) => {
    const chainId = get(activeChainIdAtom);
    const account = get(connectedAccountAtom);
    const key = v2PairKey(chainId, account, currencyA, currencyB);
    return get(pairFamily({ key, chainId, account, currencyA, currencyB }));
  });
}
