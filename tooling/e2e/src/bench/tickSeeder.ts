// A bench-only seeder (never part of the default devnet seed): gives one v3 pool hundreds of
// initialised ticks on both sides of its price, the shape that makes a range selector work hard.
// Many narrow positions minted through the position manager, batched through its `multicall` so a
// few hundred mints cost about a dozen transactions.
import { artifacts, type DevnetClient } from '@dex-tooling/devnet';
import { Contract, MaxUint256 } from 'ethers';

export interface TickRange {
  readonly tickLower: number;
  readonly tickUpper: number;
}

/**
 * `perSide` ranges below the current tick and `perSide` above, each one tick spacing wide with a
 * spacing of gap between neighbours (so every range initialises two ticks of its own), and none
 * containing the current tick: the nearest start one spacing away from the spacing-aligned tick
 * around the price.
 */
export function narrowRangesAround(
  tickCurrent: number,
  tickSpacing: number,
  perSide: number,
): TickRange[] {
  const below = Math.floor(tickCurrent / tickSpacing) * tickSpacing;
  const above = below + tickSpacing;
  const ranges: TickRange[] = [];
  for (let i = 0; i < perSide; i++) {
    const upper = below - tickSpacing * (1 + 2 * i);
    ranges.push({ tickLower: upper - tickSpacing, tickUpper: upper });
    const lower = above + tickSpacing * (1 + 2 * i);
    ranges.push({ tickLower: lower, tickUpper: lower + tickSpacing });
  }
  return ranges;
}

/** Splits `items` into runs of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}

const POOL_ABI = [
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function tickSpacing() view returns (int24)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function fee() view returns (uint24)',
  'function ticks(int24) view returns (uint128 liquidityGross, int128, uint256, uint256, int56, uint160, uint32, bool initialized)',
];
const ERC20_ABI = ['function approve(address spender, uint256 amount) returns (bool)'];

/**
 * Mints per batch transaction: a mint that initialises two ticks costs about 0.4-0.5 M gas, so 20
 * stay well under anvil's 30 M block gas limit with the client's padding.
 */
const MINTS_PER_TRANSACTION = 20;

export interface SeedTicksOptions {
  readonly client: DevnetClient;
  readonly positionManager: string;
  readonly pool: string;
  /** Dev account index that mints and owns the positions (not the bench's connected user). */
  readonly from: number;
  readonly perSide: number;
  /** Desired amounts of token0 and token1 per position (each range takes one of them). */
  readonly amount0: bigint;
  readonly amount1: bigint;
}

export interface SeededTicks {
  readonly positions: number;
  readonly transactions: number;
  readonly tickCurrent: number;
  readonly tickSpacing: number;
  /** Initialised ticks below and above the current tick among the seeded ranges, read back. */
  readonly initialisedBelow: number;
  readonly initialisedAbove: number;
}

export async function seedInitialisedTicks(options: SeedTicksOptions): Promise<SeededTicks> {
  const { client } = options;
  const pool = new Contract(options.pool, POOL_ABI, client.provider);
  const read = <T>(name: string, ...args: unknown[]) =>
    pool.getFunction(name)(...args) as Promise<T>;
  const [slot0, spacing, token0, token1, fee] = await Promise.all([
    read<{ tick: bigint }>('slot0'),
    read<bigint>('tickSpacing'),
    read<string>('token0'),
    read<string>('token1'),
    read<bigint>('fee'),
  ]);
  const tickCurrent = Number(slot0.tick);
  const tickSpacing = Number(spacing);
  for (const token of [token0, token1]) {
    const erc20 = new Contract(token, ERC20_ABI, client.provider);
    await client.send(erc20, 'approve', [options.positionManager, MaxUint256], {
      from: options.from,
    });
  }
  const manager = client.at(artifacts.NonfungiblePositionManager, options.positionManager);
  const recipient = client.account(options.from);
  const ranges = narrowRangesAround(tickCurrent, tickSpacing, options.perSide);
  const groups = batches(ranges, MINTS_PER_TRANSACTION);
  for (const [index, group] of groups.entries()) {
    const calls = group.map((range) =>
      manager.interface.encodeFunctionData('mint', [
        {
          token0,
          token1,
          fee,
          tickLower: range.tickLower,
          tickUpper: range.tickUpper,
          amount0Desired: options.amount0,
          amount1Desired: options.amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient,
          deadline: MaxUint256,
        },
      ]),
    );
    try {
      await client.send(manager, 'multicall', [calls], { from: options.from });
    } catch (error) {
      // ethers' message carries the whole calldata (tens of kB): keep the reason readable.
      const reason = (error as Error).message.split(' (action=')[0]?.slice(0, 300);
      throw new Error(
        `Seeding ticks: mint batch ${index + 1} of ${groups.length} failed: ${reason}`,
      );
    }
  }
  // Read back what the page will face rather than trusting the arithmetic above.
  const ticks = [...new Set(ranges.flatMap((range) => [range.tickLower, range.tickUpper]))];
  const initialised = await Promise.all(
    ticks.map(async (tick) => ({
      tick,
      initialized: (await read<{ initialized: boolean }>('ticks', tick)).initialized,
    })),
  );
  const count = (side: (tick: number) => boolean) =>
    initialised.filter((entry) => entry.initialized && side(entry.tick)).length;
  return {
    positions: ranges.length,
    transactions: groups.length,
    tickCurrent,
    tickSpacing,
    initialisedBelow: count((tick) => tick <= tickCurrent),
    initialisedAbove: count((tick) => tick > tickCurrent),
  };
}
