import { createTranslator } from '@dex/primitives';
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { type DepositPanelMessage, depositErrorLabel, depositPanel } from './depositPanel';

// The app's English texts of these keys.
const t = createTranslator<DepositPanelMessage>(
  {
    'swap.selectToken': 'Select a token',
    'swap.balance': 'Balance: {balance}',
    'swap.max': 'MAX',
    'addLiquidity.insufficientBalance': 'Insufficient {symbol} balance',
  },
  undefined,
);
const LONG = new Token(
  31337,
  '0x4A679253410272dd5232B3Ff7cF5dbB88f295319',
  18,
  'EXTREMELYLONGSYMBOLTOKEN',
);
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');

const panel = (currency: Token, raw: bigint, locale = 'en') =>
  depositPanel(t, {
    fallbackLabel: 'Amount',
    currency,
    value: '',
    balance: CurrencyAmount.fromRawAmount(currency, raw.toString()),
    onType: vi.fn(),
    locale,
  });

describe('a deposit panel', () => {
  it("keeps a native gas reserve sized to the chain's gas price on Max; a token's Max is all of it", () => {
    const maxOf = (currency: Token | Ether, raw: bigint, gasPriceWei?: bigint) => {
      const onType = vi.fn();
      depositPanel(t, {
        fallbackLabel: 'Amount',
        currency,
        value: '',
        balance: CurrencyAmount.fromRawAmount(currency, raw.toString()),
        gasPriceWei,
        onType,
        locale: 'en',
      }).max?.onMax();
      return onType.mock.calls[0]?.[0];
    };
    const ether = Ether.onChain(31337);
    // 1,000,000 gas at twice 50 gwei: 0.1 ETH kept of 2 ETH; with no price known, 0.01.
    expect(maxOf(ether, 2n * 10n ** 18n, 50_000_000_000n)).toBe('1.9');
    expect(maxOf(ether, 2n * 10n ** 18n)).toBe('1.99');
    expect(maxOf(USDC, 1_234_567_890n, 50_000_000_000n)).toBe('1234.56789');
  });

  it('names a symbol over 20 characters by its first 4 and last 5 (spec 001 §9)', () => {
    const props = panel(LONG, 10n ** 18n);
    expect(props.label).toBe('EXTR...TOKEN');
    expect(props.currencySymbol).toBe('EXTR...TOKEN');
    expect(
      depositErrorLabel(t, { kind: 'insufficientBalance', symbol: 'EXTREMELYLONGSYMBOLTOKEN' }),
    ).toBe('Insufficient EXTR...TOKEN balance');
  });

  it('shows the balance to 4 significant digits, a small one as <0.0001', () => {
    expect(panel(USDC, 1_234_567_890n).balanceText).toBe('Balance: 1,235');
    expect(panel(USDC, 1_234_567_890n, 'de').balanceText).toBe('Balance: 1.235');
    expect(panel(LONG, 99_999_999_999_999n).balanceText).toBe('Balance: <0.0001');
    expect(panel(LONG, 100_000_000_000_000n).balanceText).toBe('Balance: 0.0001');
    expect(panel(USDC, 0n).balanceText).toBe('Balance: 0');
  });
});
