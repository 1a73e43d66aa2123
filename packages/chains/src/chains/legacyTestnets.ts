import { ENS_REGISTRY_ADDRESS } from '../ens';
import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import type { Address, ChainContracts, ChainInfo } from '../types';
import { defineChain, defineToken, ETHER } from './defineChain';

// Uniswap deployed V2, V3, UNI and governance to the same addresses on the four proof-of-authority
// and proof-of-work test networks of 2020-2021. All four have since been shut down.
const SHARED_CONTRACTS = {
  multicall: '0x5BA1e12693Dc8F9c48aAD8770482f4739bEeD696',
  v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  nonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  quoter: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6',
  tickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  uni: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
  governorAlpha: '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F',
} as const satisfies ChainContracts;

interface LegacyTestnet {
  readonly id: number;
  readonly name: string;
  readonly explorerSubdomain: string;
  readonly wethAddress: Address;
  readonly averageBlockTimeSeconds: number;
  readonly extraContracts: ChainContracts;
}

// @spec 000 §9.1 Chains
function defineLegacyTestnet(testnet: LegacyTestnet): ChainInfo {
  const weth = defineToken(testnet.id, testnet.wethAddress, 18, 'WETH', 'Wrapped Ether');
  return defineChain({
    id: testnet.id,
    name: testnet.name,
    isTestnet: true,
    nativeCurrency: ETHER,
    wrappedNativeToken: weth,
    explorerUrl: `https://${testnet.explorerSubdomain}.etherscan.io`,
    rpcUrls: [],
    averageBlockTimeSeconds: testnet.averageBlockTimeSeconds,
    contracts: { ...SHARED_CONTRACTS, ...testnet.extraContracts },
    initCodeHashes: UNISWAP_INIT_CODE_HASHES,
    routing: {
      tradeBases: [weth],
      customPairBases: {},
      excludedBases: {},
      commonBases: [weth],
    },
    // UNI and GovernorAlpha v1 were deployed there (no airdrop, staking or SushiSwap).
    features: ['governance'],
  });
}

export const ropsten = defineLegacyTestnet({
  id: 3,
  name: 'Ropsten',
  explorerSubdomain: 'ropsten',
  wethAddress: '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  averageBlockTimeSeconds: 12,
  extraContracts: { ensRegistry: ENS_REGISTRY_ADDRESS },
});

export const rinkeby = defineLegacyTestnet({
  id: 4,
  name: 'Rinkeby',
  explorerSubdomain: 'rinkeby',
  wethAddress: '0xc778417E063141139Fce010982780140Aa0cD5Ab',
  averageBlockTimeSeconds: 15,
  extraContracts: { ensRegistry: ENS_REGISTRY_ADDRESS },
});

export const goerli = defineLegacyTestnet({
  id: 5,
  name: 'Görli',
  explorerSubdomain: 'goerli',
  wethAddress: '0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6',
  averageBlockTimeSeconds: 12,
  extraContracts: {
    ensRegistry: ENS_REGISTRY_ADDRESS,
    swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
    quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
    mixedRouteQuoterV1: '0xBa60b6e6fF25488308789E6e0A65D838be34194e',
  },
});

// Kovan never had an official ENS deployment.
export const kovan = defineLegacyTestnet({
  id: 42,
  name: 'Kovan',
  explorerSubdomain: 'kovan',
  wethAddress: '0xd0A1E359811322d97991E03f863a0C30C2cF029C',
  averageBlockTimeSeconds: 4,
  extraContracts: {},
});
