// Contract artifacts (ABI + creation bytecode): the real Uniswap, ENS and governance contracts come
// from their npm packages; our own small test contracts from ../artifacts (compiled once, committed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { InterfaceAbi } from 'ethers';

const require = createRequire(import.meta.url);

export interface Artifact {
  readonly name: string;
  readonly abi: InterfaceAbi;
  readonly bytecode: `0x${string}`;
}

interface RawArtifact {
  abi: InterfaceAbi;
  bytecode: string;
  linkReferences?: Record<string, Record<string, Array<{ start: number; length: number }>>>;
}

function withPrefix(bytecode: string): `0x${string}` {
  return (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as `0x${string}`;
}

function fromNpm(name: string, specifier: string): Artifact {
  const raw = require(specifier) as RawArtifact;
  return { name, abi: raw.abi, bytecode: withPrefix(raw.bytecode) };
}

function fromLocal(name: string): Artifact {
  const path = fileURLToPath(new URL(`../artifacts/${name}.json`, import.meta.url));
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawArtifact;
  return { name, abi: raw.abi, bytecode: withPrefix(raw.bytecode) };
}

/** Replaces library placeholders in a Hardhat artifact's bytecode with deployed library addresses. */
export function linkBytecode(specifier: string, libraries: Record<string, string>): `0x${string}` {
  const raw = require(specifier) as RawArtifact;
  let hex = withPrefix(raw.bytecode).slice(2);
  for (const [, libs] of Object.entries(raw.linkReferences ?? {})) {
    for (const [libName, refs] of Object.entries(libs)) {
      const address = libraries[libName];
      if (!address) throw new Error(`Missing library address for ${libName}`);
      for (const { start, length } of refs) {
        const at = start * 2;
        hex = hex.slice(0, at) + address.slice(2).toLowerCase() + hex.slice(at + length * 2);
      }
    }
  }
  return `0x${hex}`;
}

const v3 = '@uniswap/v3-periphery/artifacts/contracts';

export const NFT_POSITION_DESCRIPTOR = `${v3}/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json`;

export const artifacts = {
  WETH9: fromNpm('WETH9', '@uniswap/v2-periphery/build/WETH9.json'),
  UniswapV2Factory: fromNpm('UniswapV2Factory', '@uniswap/v2-core/build/UniswapV2Factory.json'),
  UniswapV2Pair: fromNpm('UniswapV2Pair', '@uniswap/v2-core/build/UniswapV2Pair.json'),
  UniswapV2Router02: fromNpm(
    'UniswapV2Router02',
    '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  ),
  UniswapV3Factory: fromNpm(
    'UniswapV3Factory',
    '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  ),
  UniswapV3Pool: fromNpm(
    'UniswapV3Pool',
    '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  ),
  NFTDescriptor: fromNpm('NFTDescriptor', `${v3}/libraries/NFTDescriptor.sol/NFTDescriptor.json`),
  NonfungibleTokenPositionDescriptor: fromNpm(
    'NonfungibleTokenPositionDescriptor',
    NFT_POSITION_DESCRIPTOR,
  ),
  NonfungiblePositionManager: fromNpm(
    'NonfungiblePositionManager',
    `${v3}/NonfungiblePositionManager.sol/NonfungiblePositionManager.json`,
  ),
  SwapRouter: fromNpm('SwapRouter', `${v3}/SwapRouter.sol/SwapRouter.json`),
  SwapRouter02: fromNpm(
    'SwapRouter02',
    '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
  ),
  MixedRouteQuoterV1: fromNpm(
    'MixedRouteQuoterV1',
    '@uniswap/swap-router-contracts/artifacts/contracts/lens/MixedRouteQuoterV1.sol/MixedRouteQuoterV1.json',
  ),
  Quoter: fromNpm('Quoter', `${v3}/lens/Quoter.sol/Quoter.json`),
  QuoterV2: fromNpm('QuoterV2', `${v3}/lens/QuoterV2.sol/QuoterV2.json`),
  TickLens: fromNpm('TickLens', `${v3}/lens/TickLens.sol/TickLens.json`),
  V3Migrator: fromNpm('V3Migrator', `${v3}/V3Migrator.sol/V3Migrator.json`),
  Uni: fromNpm('Uni', '@uniswap/governance/build/Uni.json'),
  Timelock: fromNpm('Timelock', '@uniswap/governance/build/Timelock.json'),
  GovernorAlpha: fromNpm('GovernorAlpha', '@uniswap/governance/build/GovernorAlpha.json'),
  MerkleDistributor: fromNpm(
    'MerkleDistributor',
    '@uniswap/merkle-distributor/build/MerkleDistributor.json',
  ),
  StakingRewardsFactory: fromNpm(
    'StakingRewardsFactory',
    '@uniswap/liquidity-staker/build/StakingRewardsFactory.json',
  ),
  StakingRewards: fromNpm('StakingRewards', '@uniswap/liquidity-staker/build/StakingRewards.json'),
  ENSRegistry: fromNpm('ENSRegistry', '@ensdomains/ens/build/contracts/ENSRegistry.json'),
  ReverseRegistrar: fromNpm(
    'ReverseRegistrar',
    '@ensdomains/ens/build/contracts/ReverseRegistrar.json',
  ),
  PublicResolver: fromNpm(
    'PublicResolver',
    '@ensdomains/resolver/build/contracts/PublicResolver.json',
  ),
  // Ours (contracts/*.sol, compiled by scripts/compile.mjs).
  get DevERC20() {
    return fromLocal('DevERC20');
  },
  get DaiLikeERC20() {
    return fromLocal('DaiLikeERC20');
  },
  get FeeOnTransferERC20() {
    return fromLocal('FeeOnTransferERC20');
  },
  get Bytes32MetadataERC20() {
    return fromLocal('Bytes32MetadataERC20');
  },
  get Multicall() {
    return fromLocal('Multicall');
  },
  get DevGovernorBravo() {
    return fromLocal('DevGovernorBravo');
  },
} as const;

export type ArtifactName = keyof typeof artifacts;
