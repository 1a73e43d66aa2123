import { getFactory } from '@dex/chains';
import { liquidityToken } from '@dex/liquidity';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder, Interface } from 'ethers';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const CHAIN = 31337;
const ACCOUNT = '0x00000000000000000000000000000000000000a1';

// The chain's answers by contract and call data, as the multicall watch would publish them.
const answers = new Map<string, CallState>();
const key = (address: string, callData: string) => `${address.toLowerCase()}|${callData}`;
vi.mock('../../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom(() =>
      calls.map((call) => answers.get(key(call.address, call.callData)) ?? INVALID_CALL_STATE),
    ),
}));
const accountAtom = atom<string | null>(ACCOUNT);
vi.mock('../../state/wallet', async (original) => ({
  ...(await original<typeof import('../../state/wallet')>()),
  activeChainIdAtom: atom(() => CHAIN),
  connectedAccountAtom: atom((get) => get(accountAtom)),
}));
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 6, 'BBB');
vi.mock('../../tokens/currencyAtoms', () => ({
  currencyAtom: (_chainId: number, id: string) =>
    atom(() => [A, B].find((token) => token.address.toLowerCase() === id.toLowerCase()) ?? null),
}));

const { migratePairAddressAtom, migratePairAtom } = await import('./migratePairAtoms');

const PAIR = new Interface([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function factory() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]);
const coder = AbiCoder.defaultAbiCoder();
const answered = (data: string): CallState => ({
  ...INVALID_CALL_STATE,
  valid: true,
  data,
  blockNumber: 1,
});

/** A pair contract at `address` that says it holds A and B and was made by `factory`. */
function pairAnswers(address: string, factory: string) {
  const set = (name: string, data: string, args: unknown[] = []) =>
    answers.set(key(address, PAIR.encodeFunctionData(name, args).toLowerCase()), answered(data));
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

function pairAt(address: string) {
  const store = createStore();
  store.set(migratePairAddressAtom, address);
  return store.get(migratePairAtom);
}

const uniswap = getFactory(CHAIN, 'uniswapV2');
const sushi = getFactory(CHAIN, 'sushiswap');
if (!uniswap || !sushi) throw new Error('the devnet registry has both V2 factories');

beforeEach(() => {
  answers.clear();
});

describe('migratePairAtom', () => {
  it('is loading until the pair answers', () => {
    expect(pairAt(liquidityToken(uniswap, A, B).address).status).toBe('loading');
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
  });

  it('finds a Sushi (stand-in) pair under its own factory', () => {
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
      answers.set(key(empty, PAIR.encodeFunctionData(name).toLowerCase()), answered('0x'));
    }
    expect(pairAt(empty).status).toBe('notFound');
  });
});
