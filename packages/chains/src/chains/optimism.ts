import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { dai, defineChain, defineToken, ETHER, wbtc, weth } from './defineChain';
import { MULTICALL3, OP_STACK_WETH, ORIGINAL_V3_CONTRACTS } from './shared';

const id = 10;

const WETH = weth(id, OP_STACK_WETH);
// Circle's native USDC (the bridged USDC.e is 0x7F5c764c…1607).
const USDC = defineToken(id, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 6, 'USDC', 'USD Coin');
const USDT = defineToken(id, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, 'USDT', 'Tether USD');
const DAI = dai(id, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1');
const WBTC = wbtc(id, '0x68f180fcCe6836688e9084f035309E29Bf0A2095');

export const optimism = defineChain({
  id,
  name: 'Optimism',
  isTestnet: false,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  usdStablecoin: USDC,
  explorerUrl: 'https://optimistic.etherscan.io',
  rpcUrls: ['https://optimism-rpc.publicnode.com', 'https://mainnet.optimism.io'],
  averageBlockTimeSeconds: 2,
  contracts: {
    multicall: MULTICALL3,
    // Uniswap V2 came to Optimism in 2024 at its own addresses.
    v2Factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf',
    v2Router02: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
    // No V3Migrator: Uniswap's Optimism deployment page lists none (sdk-core names the mainnet
    // one, which a migration must not be sent to unless it is there).
    ...ORIGINAL_V3_CONTRACTS,
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WETH, USDC, USDT, DAI, WBTC],
    customPairBases: {},
    excludedBases: {},
    commonBases: [USDC, USDT, DAI, WBTC, WETH],
  },
  features: [],
});
