import { getChainInfo, getFactory } from '@dex/chains';
import { getNativeCurrency } from '@dex/currency';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { computeV2PairAddress } from '@dex/router';
import { TESTNET_GOVERNANCE_TOKEN_USD_PRICE } from '@dex/swap';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { AbiCoder } from 'ethers';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The chain's answers by contract address, as the multicall watch would publish them.
const answers = new Map<string, CallState>();
let pending = false;
vi.mock('../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom(() =>
      calls.map((call) =>
        pending
          ? { ...INVALID_CALL_STATE, valid: true, loading: true }
          : (answers.get(call.address.toLowerCase()) ?? answered('0x')),
      ),
    ),
}));

const { usdPriceAtom } = await import('./usdPriceAtoms');
const { formatUsd, usdValue } = await import('@dex/swap');

const CHAIN = 31337;
const chain = getChainInfo(CHAIN);
const token = (symbol: string) => {
  const found = chain?.routing.tradeBases.find((base) => base.symbol === symbol);
  if (!found) throw new Error(`no ${symbol}`);
  return new Token(CHAIN, found.address, found.decimals, found.symbol);
};
const WETH = token('WETH');
const USDC = token('USDC');
const coder = AbiCoder.defaultAbiCoder();
const answered = (data: string): CallState => ({
  ...INVALID_CALL_STATE,
  valid: true,
  data,
  blockNumber: 1,
});

beforeEach(() => {
  answers.clear();
  pending = false;
  const factory = getFactory(CHAIN, 'uniswapV2');
  if (!factory) throw new Error('no v2 factory');
  // 1,000 WETH against 2,000,000 USDC: $2,000 per WETH.
  const [r0, r1] = WETH.sortsBefore(USDC)
    ? [10n ** 21n, 2n * 10n ** 12n]
    : [2n * 10n ** 12n, 10n ** 21n];
  answers.set(
    computeV2PairAddress(factory, WETH, USDC).toLowerCase(),
    answered(coder.encode(['uint112', 'uint112', 'uint32'], [r0, r1, 0])),
  );
});

const dollarsOf = (price: ReturnType<typeof usdPriceAtom>, amount: CurrencyAmount<Token>) =>
  formatUsd(usdValue(amount, createStore().get(price)), 'en');

describe('usdPriceAtom', () => {
  it('prices WETH and the native coin from the chain reads', () => {
    const store = createStore();
    const price = store.get(usdPriceAtom(WETH));
    expect(
      formatUsd(usdValue(CurrencyAmount.fromRawAmount(WETH, '1500000000000000000'), price), 'en'),
    ).toBe('$3,000.00');
    const eth = getNativeCurrency(CHAIN);
    const ethPrice = store.get(usdPriceAtom(eth));
    expect(ethPrice?.baseCurrency.isNative).toBe(true);
    expect(ethPrice?.toSignificant(6)).toBe('2000');
  });

  it('logs undecodable reserves ("Result data parsing failed") and prices nothing from them', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const factory = getFactory(CHAIN, 'uniswapV2');
    if (!factory) throw new Error('no v2 factory');
    answers.set(computeV2PairAddress(factory, WETH, USDC).toLowerCase(), answered('0x0bad'));
    expect(createStore().get(usdPriceAtom(WETH))).toBeUndefined();
    expect(debug).toHaveBeenCalledWith('Result data parsing failed', '0x0bad', expect.any(Error));
    debug.mockRestore();
  });

  it('is one atom per currency and chain', () => {
    expect(usdPriceAtom(WETH)).toBe(usdPriceAtom(token('WETH')));
    expect(usdPriceAtom(WETH)).not.toBe(usdPriceAtom(USDC));
  });

  it('shows nothing while reads load, for no currency, or without a route', () => {
    pending = true;
    expect(createStore().get(usdPriceAtom(WETH))).toBeUndefined();
    pending = false;
    expect(createStore().get(usdPriceAtom(undefined))).toBeUndefined();
    const orphan = new Token(CHAIN, `0x${'42'.repeat(20)}`, 18, 'ORPHAN');
    expect(createStore().get(usdPriceAtom(orphan))).toBeUndefined();
  });

  it('values USDC at one dollar and UNI at the fixed devnet price', () => {
    expect(dollarsOf(usdPriceAtom(USDC), CurrencyAmount.fromRawAmount(USDC, '2500000'))).toBe(
      '$2.50',
    );
    const uni = new Token(CHAIN, chain?.contracts.uni ?? '', 18, 'UNI');
    const tenUni = CurrencyAmount.fromRawAmount(uni, (10n * 10n ** 18n).toString());
    expect(dollarsOf(usdPriceAtom(uni), tenUni)).toBe(
      formatUsd(10 * TESTNET_GOVERNANCE_TOKEN_USD_PRICE, 'en'),
    );
  });
});
