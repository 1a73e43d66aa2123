import type { ChainContracts } from '../types';

/**
 * Multicall3: one address on nearly every EVM chain (a preinstall on OP Stack chains, the same
 * keyless deployment elsewhere). It keeps Multicall2's tryBlockAndAggregate, which the batcher uses.
 */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * Uniswap V3 as first deployed in 2021: the same addresses on Ethereum, Arbitrum One, Optimism and
 * Polygon (Uniswap's deployment pages). The chains that came later (Base, Unichain) have their own.
 * The V3Migrator is left out: Optimism does not list one.
 */
export const ORIGINAL_V3_CONTRACTS = {
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  nonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  quoter: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  tickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
} as const satisfies ChainContracts;

/** The original V3Migrator address, where the chain has it (not on Optimism). */
export const ORIGINAL_V3_MIGRATOR = '0xA5644E29708357803b5A882D272c41cC0dF92B34';

/** The WETH predeploy of OP Stack chains (Optimism, Base, Unichain). */
export const OP_STACK_WETH = '0x4200000000000000000000000000000000000006';
