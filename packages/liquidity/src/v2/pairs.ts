// Spec 001 §3 "Pair lookup states" and §2 "/pool/v2": which V2 pairs the app tracks for an
// account, their addresses under the chain's factory, the existence state of a pair from its
// getReserves answer, and the LP balances (plus the mining pools' staked LP) read in one batch.

import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import { computeV2PairAddress, createV2Pair, decodeReserves, getReservesCall } from '@dex/router';
import { type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { getAddress, Interface } from 'ethers';
import { PoolState } from '../pools';

/** A V2 factory and its pair init code hash (a `@dex/chains` FactoryDeployment). */
export type V2Factory = Parameters<typeof computeV2PairAddress>[0];

export const V2_PAIR_INTERFACE = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
]);

const STAKING_FACTORY_INTERFACE = new Interface([
  'function stakingRewardsInfoByStakingToken(address stakingToken) view returns (address stakingRewards, uint256 rewardAmount)',
]);

/** Two tokens of one chain, in the order the caller chose. */
export type TokenPair = readonly [Token, Token];

// @spec 001 §5.5 A pair is stored only if
/** Spec 000 §3 / 001 §5: a pair is stored (and tracked) only if both tokens share a chain and differ. */
export function isStorablePair(tokenA: Token, tokenB: Token): boolean {
  return tokenA.chainId === tokenB.chainId && !tokenA.equals(tokenB);
}

function pairKey([a, b]: TokenPair): string {
  const [x, y] = [a.address.toLowerCase(), b.address.toLowerCase()].sort();
  return `${a.chainId}:${x}:${y}`;
}

/**
 * The pairs worth looking at for an account: every base token with every token the user added,
 * plus the pairs the user added (imported or created), once each and only storable ones.
 */
export function trackedPairs(
  bases: readonly Token[],
  userTokens: readonly Token[],
  userPairs: readonly TokenPair[],
): TokenPair[] {
  const seen = new Set<string>();
  const out: TokenPair[] = [];
  const add = (pair: TokenPair) => {
    if (!isStorablePair(pair[0], pair[1])) return;
    const key = pairKey(pair);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(pair);
  };
  for (const token of userTokens) for (const base of bases) add([base, token]);
  for (const pair of userPairs) add(pair);
  return out;
}

/** The pair's LP token: 18 decimals at the CREATE2 address under the chain's own factory. */
export function liquidityToken(factory: V2Factory, tokenA: Token, tokenB: Token): Token {
  return new Token(
    tokenA.chainId,
    computeV2PairAddress(factory, tokenA, tokenB),
    18,
    'UNI-V2',
    'Uniswap V2',
  );
}

export interface PairLookup {
  readonly state: PoolState;
  readonly pair: Pair | null;
}

/**
 * The lookup state of a pair from its `getReserves()` answer: LOADING while unanswered
 * (`undefined`), NOT_EXISTS for a failed or empty answer (no contract), INVALID for missing or
 * equal tokens, else EXISTS with the SDK pair (zero reserves included: a drained pair exists).
 * @spec 001 §3.11 Pool existence states
 */
export function pairLookup(
  tokenA: Currency | undefined,
  tokenB: Currency | undefined,
  reservesData: string | null | undefined,
  onParseError?: ParseErrorHandler,
): PairLookup {
  const a = tokenA?.wrapped;
  const b = tokenB?.wrapped;
  if (!a || !b || a.chainId !== b.chainId || a.equals(b))
    return { state: PoolState.INVALID, pair: null };
  if (reservesData === undefined) return { state: PoolState.LOADING, pair: null };
  if (reservesData === null || reservesData === '0x')
    return { state: PoolState.NOT_EXISTS, pair: null };
  // Malformed data (also passed to `onParseError`) counts as no pair.
  const pair = decodeAnswer(
    reservesData,
    (answer) => createV2Pair(a, b, decodeReserves(answer)),
    onParseError,
  );
  return pair ? { state: PoolState.EXISTS, pair } : { state: PoolState.NOT_EXISTS, pair: null };
}

/** One pair's lookup, its LP supply and an account's LP balance. */
export interface V2PairInfo extends PairLookup {
  /** The LP token at its real address (for approvals and permits); null for an invalid pair. */
  readonly liquidityToken: Token | null;
  readonly totalSupply: bigint | undefined;
  /** undefined without an account or while loading. */
  readonly balance: bigint | undefined;
}

export interface V2PairReadsInput {
  /** The chain's V2 factory; undefined where V2 is not deployed. */
  readonly factory: V2Factory | undefined;
  /** undefined while a currency loads, null for none. */
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  readonly account: string | null;
}

/** The reads of one pair and its info from their answers. */
export interface V2PairReads {
  /** Empty for a pair that cannot be read (loading or invalid currencies, no factory). */
  readonly calls: readonly ContractCall[];
  readonly info: (
    answers: readonly (string | null | undefined)[],
    onParseError?: ParseErrorHandler,
  ) => V2PairInfo;
}

const currencyKey = (currency: Currency | null | undefined) =>
  currency === undefined
    ? 'loading'
    : currency === null
      ? 'none'
      : currency.isNative
        ? 'ETH'
        : currency.address.toLowerCase();

/**
 * One key per pair read (`v2PairReads`): the chain, the account and both currencies as given (a
 * currency still loading, none, the native coin or a token address), for caching its reads.
 */
export function v2PairKey(
  chainId: number,
  account: string | null,
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): string {
  return `${chainId}|${account ?? ''}|${currencyKey(currencyA)}|${currencyKey(currencyB)}`;
}

/**
 * The pair of two currencies (the native coin stands for its wrapped token): its reserves, LP
 * supply and the account's LP balance. LOADING while a currency or the reads are pending, INVALID
 * for none, the same token twice or no factory.
 * @spec 001 §7.7 Reads
 */
export function v2PairReads({
  factory,
  currencyA,
  currencyB,
  account,
}: V2PairReadsInput): V2PairReads {
  const a = currencyA?.wrapped;
  const b = currencyB?.wrapped;
  if (!factory || !a || !b || a.equals(b) || a.chainId !== b.chainId) {
    const invalid: V2PairInfo = {
      state:
        currencyA === undefined || currencyB === undefined ? PoolState.LOADING : PoolState.INVALID,
      pair: null,
      liquidityToken: null,
      totalSupply: undefined,
      balance: undefined,
    };
    return { calls: [], info: () => invalid };
  }
  const lp = liquidityToken(factory, a, b);
  const calls = [
    getReservesCall(lp.address),
    totalSupplyCall(lp.address),
    ...(account ? [liquidityBalanceCall(lp.address, account)] : []),
  ];
  return {
    calls,
    info: ([reserves, supply, balance], onParseError) => ({
      ...pairLookup(currencyA ?? undefined, currencyB ?? undefined, reserves, onParseError),
      liquidityToken: lp,
      totalSupply: decodeUint(supply, onParseError),
      balance: account ? decodeUint(balance, onParseError) : undefined,
    }),
  };
}

const call = (address: string, iface: Interface, name: string, args: unknown[]): ContractCall => ({
  address: getAddress(address),
  callData: iface.encodeFunctionData(name, args).toLowerCase(),
});

/** `balanceOf(owner)` on an LP token (or a staking contract: same selector). */
export function liquidityBalanceCall(pairAddress: string, owner: string): ContractCall {
  return call(pairAddress, V2_PAIR_INTERFACE, 'balanceOf', [owner]);
}

/** `totalSupply()` of an LP token. */
export function totalSupplyCall(pairAddress: string): ContractCall {
  return call(pairAddress, V2_PAIR_INTERFACE, 'totalSupply', []);
}

/**
 * Decodes a uint256 answer (balanceOf, totalSupply); undefined for a failed or malformed one (a
 * malformed one also goes to `onParseError`).
 */
export function decodeUint(
  data: string | null | undefined,
  onParseError?: ParseErrorHandler,
): bigint | undefined {
  if (!data || data === '0x') return undefined;
  return decodeAnswer(
    data,
    (answer) => BigInt(V2_PAIR_INTERFACE.decodeFunctionResult('totalSupply', answer)[0]),
    onParseError,
  );
}

/**
 * The calls that find an account's liquidity in `pairs` in one batch: for each pair the LP
 * balance, then (when the chain has a StakingRewardsFactory) the pair's mining pool. Decode the
 * answers, in the same order, with `decodeLiquidityBalances`.
 */
export function liquidityBalanceCalls(
  pairAddresses: readonly string[],
  owner: string,
  stakingRewardsFactory?: string,
): ContractCall[] {
  return pairAddresses.flatMap((pair) => [
    liquidityBalanceCall(pair, owner),
    ...(stakingRewardsFactory
      ? [
          call(
            stakingRewardsFactory,
            STAKING_FACTORY_INTERFACE,
            'stakingRewardsInfoByStakingToken',
            [pair],
          ),
        ]
      : []),
  ]);
}

export interface LiquidityBalance {
  readonly pairAddress: string;
  /** Undefined while the read has no answer. */
  readonly balance: bigint | undefined;
  /** The pair's mining pool (StakingRewards contract), null when it has none. */
  readonly stakingRewards: string | null;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Decodes the answers to `liquidityBalanceCalls`, pair by pair. */
export function decodeLiquidityBalances(
  pairAddresses: readonly string[],
  answers: readonly (string | null | undefined)[],
  withStaking: boolean,
  onParseError?: ParseErrorHandler,
): LiquidityBalance[] {
  const stride = withStaking ? 2 : 1;
  return pairAddresses.map((pairAddress, index) => {
    const balance = decodeUint(answers[index * stride], onParseError);
    const info = withStaking ? answers[index * stride + 1] : undefined;
    const pool =
      info && info !== '0x'
        ? decodeAnswer(
            info,
            (answer) =>
              String(
                STAKING_FACTORY_INTERFACE.decodeFunctionResult(
                  'stakingRewardsInfoByStakingToken',
                  answer,
                )[0],
              ),
            onParseError,
          )
        : undefined;
    const stakingRewards = pool && pool.toLowerCase() !== ZERO_ADDRESS ? getAddress(pool) : null;
    return { pairAddress: getAddress(pairAddress), balance, stakingRewards };
  });
}

/** `balanceOf(owner)` on each mining pool: the LP the account has staked there. */
export function stakedBalanceCalls(
  stakingRewards: readonly string[],
  owner: string,
): ContractCall[] {
  return stakingRewards.map((address) => liquidityBalanceCall(address, owner));
}

/** A token as lists, chains and stored pairs describe it. */
export interface TokenRecord {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol?: string;
  readonly name?: string;
}

/** A token record as the SDK token pairs are tracked and looked up with. */
export function pairToken(token: TokenRecord): Token {
  return new Token(token.chainId, token.address, token.decimals, token.symbol, token.name);
}

/** `raw` units of an LP token (at its real address: for approvals and permits). */
export function lpTokenAmount(token: Token, raw: bigint): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(token, raw.toString());
}

/** The LP amount of `pair` as an SDK amount of its liquidity token. */
export function liquidityAmount(pair: Pair, raw: bigint): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString());
}
