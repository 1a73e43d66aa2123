import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { dai, defineChain, defineToken, wbtc, weth } from './defineChain';
import { MULTICALL3, ORIGINAL_V3_CONTRACTS, ORIGINAL_V3_MIGRATOR } from './shared';

const id = 137;

// The coin was MATIC until 2024; the wrapped contract is the same one (its own symbol() still
// says WMATIC, wallets and lists call it WPOL now).
const POL = { symbol: 'POL', name: 'POL', decimals: 18 } as const;
const WPOL = defineToken(
  id,
  '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
  18,
  'WPOL',
  'Wrapped POL',
);
// Ether bridged from Ethereum: a base here like any other token, not the native currency.
const WETH = weth(id, '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619');
// Circle's native USDC (the bridged USDC.e is 0x2791Bca1…4174).
const USDC = defineToken(id, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6, 'USDC', 'USD Coin');
const USDT = defineToken(id, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6, 'USDT', 'Tether USD');
const DAI = dai(id, '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063');
const WBTC = wbtc(id, '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6');

export const polygon = defineChain({
  id,
  name: 'Polygon',
  isTestnet: false,
  nativeCurrency: POL,
  wrappedNativeToken: WPOL,
  usdStablecoin: USDC,
  explorerUrl: 'https://polygonscan.com',
  rpcUrls: ['https://polygon-bor-rpc.publicnode.com', 'https://polygon-rpc.com'],
  averageBlockTimeSeconds: 2,
  contracts: {
    multicall: MULTICALL3,
    // Uniswap V2 came to Polygon in 2024 at its own addresses.
    v2Factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
    v2Router02: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
    ...ORIGINAL_V3_CONTRACTS,
    v3Migrator: ORIGINAL_V3_MIGRATOR,
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WPOL, WETH, USDC, USDT, DAI, WBTC],
    customPairBases: {},
    excludedBases: {},
    commonBases: [WETH, USDC, USDT, DAI, WBTC, WPOL],
  },
  features: [],
});
