import { UNISWAP_INIT_CODE_HASHES } from '../initCodeHashes';
import { dai, defineChain, defineToken, ETHER, weth } from './defineChain';
import { MULTICALL3, OP_STACK_WETH } from './shared';

const id = 8453;

const WETH = weth(id, OP_STACK_WETH);
// Circle's native USDC (the bridged USDbC is 0xd9aAEc86…b6CA).
const USDC = defineToken(id, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6, 'USDC', 'USD Coin');
const DAI = dai(id, '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb');
// Base has no WBTC of its own worth routing through; Coinbase's wrapped BTC is its bitcoin.
const CBBTC = defineToken(
  id,
  '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf',
  8,
  'cbBTC',
  'Coinbase Wrapped BTC',
);

/** Base launched in 2023: Uniswap V3 there has its own addresses and no v1 Quoter or SwapRouter. */
export const base = defineChain({
  id,
  name: 'Base',
  isTestnet: false,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  usdStablecoin: USDC,
  explorerUrl: 'https://basescan.org',
  rpcUrls: ['https://base-rpc.publicnode.com', 'https://mainnet.base.org'],
  averageBlockTimeSeconds: 2,
  contracts: {
    multicall: MULTICALL3,
    v2Factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    v2Router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    v3Factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
    nonfungiblePositionManager: '0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1',
    swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
    quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
    mixedRouteQuoterV1: '0xE544EfAE946F0008aE9a8d64493EFA7886b73776',
    tickLens: '0x0CdeE061c75D43c82520eD998C23ac2991c9ac6d',
    v3Migrator: '0x23cF10b1ee3AdfCA73B0eF17C07F7577e7ACd2d7',
  },
  initCodeHashes: UNISWAP_INIT_CODE_HASHES,
  routing: {
    tradeBases: [WETH, USDC, DAI, CBBTC],
    customPairBases: {},
    excludedBases: {},
    commonBases: [USDC, DAI, CBBTC, WETH],
  },
  features: [],
});
