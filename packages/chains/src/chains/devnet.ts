import { devnetContracts, devnetDeploymentBlocks, devnetTokens } from '../devnet.generated';
import { UNISWAP_V2_PAIR_INIT_CODE_HASH, UNISWAP_V3_POOL_INIT_CODE_HASH } from '../initCodeHashes';
import type { Token } from '../types';
import { defineChain, ETHER } from './defineChain';

const id = 31337;

type DevnetTokenSymbol = keyof typeof devnetTokens;

function devnetToken(symbol: DevnetTokenSymbol): Token {
  const { address, decimals, name } = devnetTokens[symbol];
  return { chainId: id, address, decimals, symbol, name };
}

const WETH = devnetToken('WETH');
const DAI = devnetToken('DAI');
const USDC = devnetToken('USDC');
const USDT = devnetToken('USDT');
const WBTC = devnetToken('WBTC');

// weth9 is the wrapped native token, not a contract entry.
const { weth9: _weth9, ...contracts } = devnetContracts;

/** Local anvil node seeded by tooling/devnet with the real Uniswap contracts. */
export const devnet = defineChain({
  id,
  name: 'Devnet',
  isTestnet: true,
  nativeCurrency: ETHER,
  wrappedNativeToken: WETH,
  // The seed prices everything in dollars and pairs USDC with WETH, DAI and USDT (tooling/devnet).
  usdStablecoin: USDC,
  rpcUrls: ['http://127.0.0.1:8545'],
  // The devnet's HTTP services (tooling/devnet, port 8546) include an IPFS gateway stand-in under
  // two prefixes, so gateway fallback works offline exactly as on mainnet.
  gateways: {
    ipfs: ['http://127.0.0.1:8546/gateway-a/ipfs/', 'http://127.0.0.1:8546/gateway-b/ipfs/'],
    ipns: ['http://127.0.0.1:8546/gateway-a/ipns/', 'http://127.0.0.1:8546/gateway-b/ipns/'],
  },
  // anvil mines on demand; its clock advances at least one second per block.
  averageBlockTimeSeconds: 1,
  contracts,
  deploymentBlocks: devnetDeploymentBlocks,
  initCodeHashes: {
    uniswapV2: UNISWAP_V2_PAIR_INIT_CODE_HASH,
    // The "Sushi" stand-in is a second factory deploying Uniswap's own pair bytecode.
    sushiswap: UNISWAP_V2_PAIR_INIT_CODE_HASH,
    uniswapV3: UNISWAP_V3_POOL_INIT_CODE_HASH,
  },
  routing: {
    tradeBases: [WETH, DAI, USDC, USDT, WBTC],
    customPairBases: {},
    excludedBases: {},
    commonBases: [DAI, USDC, USDT, WBTC, WETH],
  },
  // Mirrors mainnet, so every mainnet-only page can be tried locally.
  features: ['governance', 'claim', 'liquidityMining', 'sushiMigration'],
});
