// The tests' one v2 market on the devnet: 1,000 WETH against 2,000,000 DAI, a 1 WETH exact-input
// trade over it, and a translator that echoes each key with its values.
import { getNativeCurrency } from '@dex/currency';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route, Trade } from '@uniswap/v2-sdk';

export const CHAIN = 31337;
const native = getNativeCurrency(CHAIN);
if (!native) throw new Error('no devnet coin');
export const ETH = native;
export const WETH = ETH.wrapped;
export const DAI = new Token(CHAIN, `0x${'d'.repeat(40)}`, 18, 'DAI');
export const E18 = 10n ** 18n;
export const amount = (currency: Token, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString());
export const pair = new Pair(amount(WETH, 1_000n * E18), amount(DAI, 2_000_000n * E18));
export const route = new Route([pair], WETH, DAI);
export const trade = new Trade(route, amount(WETH, E18), TradeType.EXACT_INPUT);
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** "key" or "key {values as JSON}": each text says which message it is and with what. */
export const echoTranslator = (key: string, values?: object): string =>
  values ? `${key} ${JSON.stringify(values)}` : key;
