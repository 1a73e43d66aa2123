import { devnetContracts, devnetDeploymentBlocks, devnetTokens } from '../devnet.generated';
import { UNISWAP_V2_PAIR_INIT_CODE_HASH, UNISWAP_V3_POOL_INIT_CODE_HASH } from '../initCodeHashes';
import type { ChainFeature, ChainInfo, NativeCurrency, Token } from '../types';
import { defineChain, ETHER } from './defineChain';

type DevnetTokenSymbol = keyof typeof devnetTokens;

/** What sets one local devnet chain apart; tooling/devnet deploys the same world on each. */
interface LocalChain {
  readonly id: number;
  readonly name: string;
  readonly nativeCurrency: NativeCurrency;
  readonly rpcUrl: string;
  readonly averageBlockTimeSeconds: number;
  readonly features: readonly ChainFeature[];
}

function localDevnetChain(local: LocalChain): ChainInfo {
  const devnetToken = (symbol: DevnetTokenSymbol): Token => {
    const { address, decimals, name } = devnetTokens[symbol];
    return { chainId: local.id, address, decimals, symbol, name };
  };
  const WETH = devnetToken('WETH');
  const DAI = devnetToken('DAI');
  const USDC = devnetToken('USDC');
  const USDT = devnetToken('USDT');
  const WBTC = devnetToken('WBTC');
  // weth9 is the wrapped native token, not a contract entry.
  const { weth9: _weth9, ...contracts } = devnetContracts;
  return defineChain({
    id: local.id,
    name: local.name,
    isTestnet: true,
    nativeCurrency: local.nativeCurrency,
    // WETH9's own name and symbol, whatever the chain's coin is called.
    wrappedNativeToken: WETH,
    // The seed prices everything in dollars and pairs USDC with WETH, DAI and USDT (tooling/devnet).
    usdStablecoin: USDC,
    rpcUrls: [local.rpcUrl],
    // The devnet's HTTP services (tooling/devnet, port 8546) include an IPFS gateway stand-in under
    // two prefixes, so gateway fallback works offline exactly as on mainnet.
    gateways: {
      ipfs: ['http://127.0.0.1:8546/gateway-a/ipfs/', 'http://127.0.0.1:8546/gateway-b/ipfs/'],
      ipns: ['http://127.0.0.1:8546/gateway-a/ipns/', 'http://127.0.0.1:8546/gateway-b/ipns/'],
    },
    averageBlockTimeSeconds: local.averageBlockTimeSeconds,
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
    features: local.features,
  });
}

/** Local anvil node seeded by tooling/devnet with the real Uniswap contracts. */
export const devnet = localDevnetChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: ETHER,
  rpcUrl: 'http://127.0.0.1:8545',
  // anvil mines on demand; its clock advances at least one second per block.
  averageBlockTimeSeconds: 1,
  // Mirrors mainnet, so every mainnet-only page can be tried locally.
  features: ['governance', 'claim', 'liquidityMining', 'sushiMigration'],
});

/**
 * The devnet's second chain (`pnpm dev` starts it beside the first): the same contracts and seed,
 * its own chain id and coin, and a block every 250 ms like Arbitrum's, so a second chain and a fast
 * one can both be tried locally. Like the rollups, it has none of mainnet's own features.
 */
export const fastDevnet = localDevnetChain({
  id: 31338,
  name: 'Fast Devnet',
  // Made up: a coin that is not ether, as on Polygon (the devnet's label in its position NFTs).
  nativeCurrency: { symbol: 'DEVPOL', name: 'Devnet POL', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:8547',
  averageBlockTimeSeconds: 0.25,
  features: [],
});
