// Spec 001 §2 "/migrate/v2/{address}" and §7 reads: the V2-style pair behind an address. Its
// token0, token1 and factory are read first; the factory must be one of the exchanges offered
// (Uniswap V2, then Sushi) and the address the pair that factory would create for those tokens
// (a contract that only claims a factory is not a pair). Then its reserves, LP supply and the
// account's wallet LP. The caller answers each round of reads (`read`) and each token (`token`).
import type { ParseErrorHandler } from '@dex/primitives';
import { anyLoading } from '@dex/primitives';
import { decodeReserves, getReservesCall } from '@dex/router';
import type { Currency, Token } from '@uniswap/sdk-core';
import type { ReadAnswers } from '../reads';
import {
  decodeUint,
  liquidityBalanceCall,
  liquidityToken,
  totalSupplyCall,
  type V2Factory,
} from '../v2/pairs';
import { decodePairIdentity, isFactoryPair, pairIdentityCalls } from './plan';

/** The pair behind the address, or why there is none. */
export type MigratePair<Exchange extends string = string> =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | {
      readonly status: 'ready';
      readonly exchange: Exchange;
      readonly lpToken: Token;
      readonly token0: Token;
      readonly token1: Token;
      readonly reserve0: bigint;
      readonly reserve1: bigint;
      readonly totalSupply: bigint;
      /** The account's wallet LP; undefined without an account. */
      readonly balance: bigint | undefined;
    };

export interface MigratePairInput<Exchange extends string> {
  readonly address: string | undefined;
  readonly account: string | null | undefined;
  /** The exchanges a pair may belong to, in the order they are tried (no factory: skipped). */
  readonly factories: readonly {
    readonly exchange: Exchange;
    readonly factory: V2Factory | undefined;
  }[];
  readonly read: ReadAnswers;
  /** The token at an address: undefined while its metadata loads, null (or a non-token) for none. */
  readonly token: (address: string) => Currency | null | undefined;
  readonly onParseError?: ParseErrorHandler;
}

const LOADING = { status: 'loading' } as const;
const NOT_FOUND = { status: 'notFound' } as const;

export function lookupMigratePair<Exchange extends string>(
  input: MigratePairInput<Exchange>,
): MigratePair<Exchange> {
  const { address, account, factories, read, token, onParseError } = input;
  if (!address) return NOT_FOUND;
  const identityAnswers = read(pairIdentityCalls(address));
  if (anyLoading(identityAnswers)) return LOADING;
  const identity = decodePairIdentity(identityAnswers, onParseError);
  if (!identity) return NOT_FOUND;
  const currency0 = token(identity.token0);
  const currency1 = token(identity.token1);
  if (currency0 === undefined || currency1 === undefined) return LOADING;
  if (!currency0?.isToken || !currency1?.isToken) return NOT_FOUND;
  const found = factories.find(
    ({ factory }) =>
      factory !== undefined && isFactoryPair(factory, identity, currency0, currency1, address),
  );
  if (!found?.factory) return NOT_FOUND;
  const lpToken = liquidityToken(found.factory, currency0, currency1);
  const [reserves, supply, balance] = read([
    getReservesCall(lpToken.address),
    totalSupplyCall(lpToken.address),
    ...(account ? [liquidityBalanceCall(lpToken.address, account)] : []),
  ]);
  if (reserves === undefined || supply === undefined || (account && balance === undefined)) {
    return LOADING;
  }
  const totalSupply = decodeUint(supply, onParseError);
  if (!reserves || totalSupply === undefined) return NOT_FOUND;
  let decoded: { reserve0: bigint; reserve1: bigint };
  try {
    decoded = decodeReserves(reserves);
  } catch (error) {
    onParseError?.(reserves, error);
    return NOT_FOUND;
  }
  return {
    status: 'ready',
    exchange: found.exchange,
    lpToken,
    token0: currency0,
    token1: currency1,
    ...decoded,
    totalSupply,
    balance: account ? (decodeUint(balance, onParseError) ?? 0n) : undefined,
  };
}
