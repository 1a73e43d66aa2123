import type { FactoryDeployment } from '@dex/chains';
import type { ContractCall } from '@dex/primitives';
import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { getCreate2Address, Interface, keccak256, solidityPacked } from 'ethers';
import { create2AddressMemo } from '../create2Addresses';

const PAIR_INTERFACE = new Interface([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

const knownPairAddress = create2AddressMemo();

/**
 * The CREATE2 address of the pair of `tokenA` and `tokenB` under `factory`, using the factory's
 * own init code hash (the SDK's helper assumes Uniswap's mainnet bytecode). Kept once derived.
 */
export function computeV2PairAddress(
  factory: FactoryDeployment,
  tokenA: Token,
  tokenB: Token,
): string {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return knownPairAddress(
    `${factory.address}|${factory.initCodeHash}|${token0.address}|${token1.address}`,
    () => {
      const salt = keccak256(
        solidityPacked(['address', 'address'], [token0.address, token1.address]),
      );
      return getCreate2Address(factory.address, salt, factory.initCodeHash);
    },
  );
}

// Argument-free: encoded once, not for every pair on every read.
const GET_RESERVES_CALL_DATA = /* @__PURE__ */ PAIR_INTERFACE.encodeFunctionData('getReserves');

// @spec 000 §7.24 V2 pairs
/** `getReserves()` on a pair. */
export function getReservesCall(pairAddress: string): ContractCall {
  return { address: pairAddress, callData: GET_RESERVES_CALL_DATA };
}

export interface PairReserves {
  readonly reserve0: bigint;
  readonly reserve1: bigint;
}

/** Decodes the return data of `getReserves()`. Throws on malformed data. */
export function decodeReserves(returnData: string): PairReserves {
  const [reserve0, reserve1] = PAIR_INTERFACE.decodeFunctionResult('getReserves', returnData);
  return { reserve0: BigInt(reserve0), reserve1: BigInt(reserve1) };
}

/** Builds the SDK pair from two tokens and their `getReserves()` answer (ordered by address). */
export function createV2Pair(tokenA: Token, tokenB: Token, reserves: PairReserves): Pair {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  return new Pair(
    CurrencyAmount.fromRawAmount(token0, reserves.reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, reserves.reserve1.toString()),
  );
}
