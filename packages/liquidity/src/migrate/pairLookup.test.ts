// The migrate page's pair lookup over a chain given as a table of answers (address + call data).
import type { ContractCall } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, Interface } from 'ethers';
import { beforeEach, describe, expect, it } from 'vitest';
import { liquidityToken } from '../v2/pairs';
import { lookupMigratePair } from './pairLookup';

const CHAIN = 31337;
const ACCOUNT = '0x00000000000000000000000000000000000000a1';
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 6, 'BBB');
const uniswap = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
const sushi = {
  address: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
  initCodeHash: '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
} as const;
const factories = [
  { exchange: 'uniswapV2', factory: uniswap },
  { exchange: 'sushiswap', factory: sushi },
] as const;

const PAIR = new Interface([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function factory() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]);
const coder = AbiCoder.defaultAbiCoder();

// The chain's answers by contract and call data; anything else is unanswered.
const answers = new Map<string, string>();
const key = (address: string, callData: string) =>
  `${address.toLowerCase()}|${callData.toLowerCase()}`;
const read = (calls: readonly ContractCall[]) =>
  calls.map((call) => answers.get(key(call.address, call.callData)));
/** Only A and B are tokens; `loading` ones are still being read. */
const loading = new Set<string>();
const token = (address: string) =>
  loading.has(address.toLowerCase())
    ? undefined
    : ([A, B].find((t) => t.address.toLowerCase() === address.toLowerCase()) ?? null);

/** A pair contract at `address` that says it holds A and B and was made by `factory`. */
function pairAnswers(address: string, factory: string) {
  const set = (name: string, data: string, args: unknown[] = []) =>
    answers.set(key(address, PAIR.encodeFunctionData(name, args)), data);
  set('token0', coder.encode(['address'], [A.address]));
  set('token1', coder.encode(['address'], [B.address]));
  set('factory', coder.encode(['address'], [factory]));
  set(
    'getReserves',
    coder.encode(['uint112', 'uint112', 'uint32'], [10n ** 20n, 2n * 10n ** 11n, 1]),
  );
  set('totalSupply', coder.encode(['uint256'], [10n ** 18n]));
  set('balanceOf', coder.encode(['uint256'], [10n ** 17n]), [ACCOUNT]);
}

const pairAt = (address: string | undefined, account: string | null = ACCOUNT) =>
  lookupMigratePair({ address, account, factories, read, token });

beforeEach(() => {
  answers.clear();
  loading.clear();
});

describe('lookupMigratePair', () => {
  it('is loading until the pair and its tokens answer; no address is no pair', () => {
    const address = liquidityToken(uniswap, A, B).address;
    expect(pairAt(address).status).toBe('loading');
    pairAnswers(address, uniswap.address);
    loading.add(B.address.toLowerCase());
    expect(pairAt(address).status).toBe('loading');
    expect(pairAt(undefined).status).toBe('notFound');
  });

  it("finds a Uniswap pair with its reserves, supply and the account's wallet LP", () => {
    const address = liquidityToken(uniswap, A, B).address;
    pairAnswers(address, uniswap.address);
    const pair = pairAt(address.toLowerCase());
    expect(pair).toMatchObject({
      status: 'ready',
      exchange: 'uniswapV2',
      token0: A,
      token1: B,
      reserve0: 10n ** 20n,
      reserve1: 2n * 10n ** 11n,
      totalSupply: 10n ** 18n,
      balance: 10n ** 17n,
    });
    expect(pair.status === 'ready' && pair.lpToken.address).toBe(address);
    expect(pairAt(address, null)).toMatchObject({ status: 'ready', balance: undefined });
  });

  it('finds a Sushi pair under its own factory', () => {
    const address = liquidityToken(sushi, A, B).address;
    pairAnswers(address, sushi.address);
    expect(pairAt(address)).toMatchObject({ status: 'ready', exchange: 'sushiswap' });
  });

  it('is not found for a contract that only claims a factory, or an address that is no pair', () => {
    const impostor = '0x3000000000000000000000000000000000000003';
    pairAnswers(impostor, uniswap.address);
    expect(pairAt(impostor).status).toBe('notFound');
    const empty = '0x4000000000000000000000000000000000000004';
    for (const name of ['token0', 'token1', 'factory']) {
      answers.set(key(empty, PAIR.encodeFunctionData(name)), '0x');
    }
    expect(pairAt(empty).status).toBe('notFound');
  });

  it('reports malformed reserves and reads the pair as not found', () => {
    const address = liquidityToken(uniswap, A, B).address;
    pairAnswers(address, uniswap.address);
    answers.set(key(address, PAIR.encodeFunctionData('getReserves')), '0x1234');
    const reported: string[] = [];
    const pair = lookupMigratePair({
      address,
      account: ACCOUNT,
      factories,
      read,
      token,
      onParseError: (data) => reported.push(data),
    });
    expect(pair.status).toBe('notFound');
    expect(reported).toEqual(['0x1234']);
  });
});
