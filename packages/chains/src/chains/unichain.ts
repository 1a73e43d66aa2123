import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { defineChain, defineToken, ETHER, weth } from './defineChain';
import { MULTICALL3, OP_STACK_WETH } from './shared';

const id = 130;

const WETH = weth(id, OP_STACK_WETH);
const USDC = defineToken(id, '0x078D782b760474a361dDA0AF3839290b0EF57AD6', 6, 'USDC', 'USD Coin');
// Tether's omnichain USDT, the chain's dollar next to USDC.
const USDT0 = defineToken(id, '0x9151434b16b9763660705744891fA906F660EcC5', 6, 'USDT0', 'USDT0');

/**
 * Uniswap's own chain (2025): V2 and V3 at predeploy-style addresses, no v1 Quoter or SwapRouter.
 * sdk-core's `quoterAddress` here (0x565A…634C) is not the QuoterV2 Uniswap's Unichain deployment
 * page lists, and its interface is not documented, so only the listed QuoterV2 is used.
 */
export const unichain = defineChain({
  id,
  name: 'Unichain',
  isTestnet: false,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  usdStablecoin: USDC,
  explorerUrl: 'https://uniscan.xyz',
  rpcUrls: ['https://mainnet.unichain.org', 'https://unichain-rpc.publicnode.com'],
  averageBlockTimeSeconds: 1,
  contracts: {
    multicall: MULTICALL3,
    v2Factory: '0x1F98400000000000000000000000000000000002',
    v2Router02: '0x284F11109359a7e1306C3e447ef14D38400063FF',
    v3Factory: '0x1F98400000000000000000000000000000000003',
    nonfungiblePositionManager: '0x943e6e07a7E8E791dAFC44083e54041D743C46E9',
    swapRouter02: '0x73855d06DE49d0fe4A9c42636Ba96c62da12FF9C',
    quoterV2: '0x385A5cf5F83e99f7BB2852b6A19C3538b9FA7658',
    tickLens: '0xD5D76fa166AB8d8AD4C9f61AaA81457b66cBE443',
    v3Migrator: '0xB9d0c246f306B1aaF02ae6Ba112D5Ef25e5B60Dc',
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WETH, USDC, USDT0],
    customPairBases: {},
    excludedBases: {},
    commonBases: [USDC, USDT0, WETH],
  },
  features: [],
});
