import { ENS_REGISTRY_ADDRESS } from '../ens';
import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { defineChain, ETHER, weth } from './defineChain';
import { MULTICALL3 } from './shared';

const id = 11155111;

const WETH = weth(id, '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14');

// Uniswap's Sepolia deployment has its own addresses and no v1 Quoter or v1 SwapRouter.
// UNI and governance are not deployed here.
export const sepolia = defineChain({
  id,
  name: 'Sepolia',
  isTestnet: true,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  explorerUrl: 'https://sepolia.etherscan.io',
  rpcUrls: ['https://ethereum-sepolia-rpc.publicnode.com'],
  averageBlockTimeSeconds: 12,
  contracts: {
    multicall: MULTICALL3,
    v2Factory: '0xF62c03E08ada871A0bEb309762E260a7a6a880E6',
    v2Router02: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
    v3Factory: '0x0227628f3F023bb0B980b67D528571c95c6DaC1c',
    nonfungiblePositionManager: '0x1238536071E1c677A632429e3655c799b22cDA52',
    swapRouter02: '0x3bFA4769FB09eefC5a80d6E87c3B9C650f7Ae48E',
    quoterV2: '0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3',
    tickLens: '0x0b343475d44EC2b4b8243EBF81dc888BF0A14b36',
    v3Migrator: '0x729004182cF005CEC8Bd85df140094b6aCbe8b15',
    ensRegistry: ENS_REGISTRY_ADDRESS,
    ensReverseRegistrar: '0xA0a1AbcDAe1a2a4A2EF8e9113Ff0e02DD81DC0C6',
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WETH],
    customPairBases: {},
    excludedBases: {},
    commonBases: [WETH],
  },
  features: [],
});
