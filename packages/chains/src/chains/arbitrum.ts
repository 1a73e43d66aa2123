import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { dai, defineChain, defineToken, ETHER, wbtc, weth } from './defineChain';
import { MULTICALL3, ORIGINAL_V3_CONTRACTS, ORIGINAL_V3_MIGRATOR } from './shared';

const id = 42161;

const WETH = weth(id, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1');
// Circle's native USDC (the bridged USDC.e is 0xFF970A61…5CC8).
const USDC = defineToken(id, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, 'USDC', 'USD Coin');
// Tether's USDT here was upgraded in place to its omnichain USDT0 (2025).
const USDT0 = defineToken(id, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, 'USDT0', 'USDT0');
const DAI = dai(id, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1');
const WBTC = wbtc(id, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f');

export const arbitrum = defineChain({
  id,
  name: 'Arbitrum One',
  isTestnet: false,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  usdStablecoin: USDC,
  explorerUrl: 'https://arbiscan.io',
  rpcUrls: ['https://arbitrum-one-rpc.publicnode.com', 'https://arb1.arbitrum.io/rpc'],
  averageBlockTimeSeconds: 0.25,
  // block.number in a contract is the Ethereum block here, so Multicall3 reports that one.
  contractBlockNumber: 'l1',
  contracts: {
    multicall: MULTICALL3,
    // Uniswap V2 came to Arbitrum in 2024 at its own addresses.
    v2Factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9',
    v2Router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    ...ORIGINAL_V3_CONTRACTS,
    v3Migrator: ORIGINAL_V3_MIGRATOR,
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WETH, USDC, USDT0, DAI, WBTC],
    customPairBases: {},
    excludedBases: {},
    commonBases: [USDC, USDT0, DAI, WBTC, WETH],
  },
  features: [],
});
