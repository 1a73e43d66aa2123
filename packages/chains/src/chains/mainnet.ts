import { ENS_REGISTRY_ADDRESS } from '../ens';
import {
  SUSHISWAP_PAIR_INIT_CODE_HASH,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  UNISWAP_V3_POOL_INIT_CODE_HASH,
} from '../initCodeHashes';
import { dai, defineChain, defineToken, ETHER, wbtc, weth } from './defineChain';
import { ORIGINAL_V3_CONTRACTS, ORIGINAL_V3_MIGRATOR } from './shared';

const id = 1;

const WETH = weth(id, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
const DAI = dai(id, '0x6B175474E89094C44Da98b954EedeAC495271d0F');
const USDC = defineToken(id, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin');
const USDT = defineToken(id, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'USDT', 'Tether USD');
const WBTC = wbtc(id, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599');
// Ampleforth rebases, so its pairs with anything but DAI and WETH are too thin to route through.
const AMPL_ADDRESS = '0xD46bA6D942050d489DBd938a2C909A5d5039A161';

export const mainnet = defineChain({
  id,
  name: 'Mainnet',
  isTestnet: false,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  usdStablecoin: USDC,
  explorerUrl: 'https://etherscan.io',
  rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://cloudflare-eth.com'],
  averageBlockTimeSeconds: 12,
  contracts: {
    // Multicall2: the batcher needs tryBlockAndAggregate.
    multicall: '0x5BA1e12693Dc8F9c48aAD8770482f4739bEeD696',
    v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    sushiFactory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
    sushiRouter: '0xd9e1cE17f2641f24aE83637ab66a2cca9C378B9F',
    ...ORIGINAL_V3_CONTRACTS,
    mixedRouteQuoterV1: '0x84E44095eeBfEC7793Cd7d5b57B7e401D7f1cA2E',
    v3Migrator: ORIGINAL_V3_MIGRATOR,
    uni: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
    // GovernorAlpha v2: the timelock's admin in the spec's era (v1 is 0x5e4be8Bc…D58F).
    governorAlpha: '0xC4e172459f1E7939D522503B81AFAaC1014CE6F6',
    // GovernorBravo's delegator, the timelock's admin since 2021: today's proposals.
    governorBravo: '0x408ED6354d4973f66138C91495F2f2FCbd8724C3',
    merkleDistributor: '0x090D4613473dEE047c3f2706764f49E0821D256e',
    stakingRewardsFactory: '0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12',
    ensRegistry: ENS_REGISTRY_ADDRESS,
    ensPublicResolver: '0xF29100983E058B709F3D539b0c765937B804AC15',
    ensReverseRegistrar: '0xa58E81fe9b61B5c3fE2AFD33CF304c454AbFc7Cb',
    argentWalletDetector: '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8',
  },
  // GovernorAlpha v2 (0xC4e1…E6F6) was created in block 12,543,659 (v1, 0x5e4b…D58F, in
  // 10,861,678): proposal logs are scanned from there, not from block 0.
  deploymentBlocks: { governorAlpha: 12_543_659 },
  initCodeHashes: {
    uniswapV2: UNISWAP_V2_PAIR_INIT_CODE_HASH,
    sushiswap: SUSHISWAP_PAIR_INIT_CODE_HASH,
    uniswapV3: UNISWAP_V3_POOL_INIT_CODE_HASH,
  },
  routing: {
    tradeBases: [WETH, DAI, USDC, USDT, WBTC],
    customPairBases: { [AMPL_ADDRESS]: [DAI, WETH] },
    excludedBases: {},
    commonBases: [DAI, USDC, USDT, WBTC, WETH],
  },
  features: ['governance', 'claim', 'liquidityMining', 'sushiMigration'],
});
