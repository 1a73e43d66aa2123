// The governance token's circulating supply over time (spec §9): an initial amount plus tranches
// that vest linearly between fixed timestamps, some after a cliff. Pure arithmetic on bigints.

/** Tokens released linearly from `start` to `end` (Unix seconds); none before `cliff` if set. */
export interface VestingTranche {
  readonly label: string;
  /** Raw units (with the token's decimals). */
  readonly amount: bigint;
  readonly start: number;
  readonly end: number;
  readonly cliff?: number;
}

export interface CirculationSchedule {
  /** Raw units in circulation from the start (the airdrop). */
  readonly initial: bigint;
  readonly tranches: readonly VestingTranche[];
}

/** The part of a tranche released at `timestamp` (Unix seconds). */
export function vestedAmount(tranche: VestingTranche, timestamp: number): bigint {
  if (timestamp <= tranche.start) return 0n;
  if (timestamp >= tranche.end) return tranche.amount;
  if (tranche.cliff !== undefined && timestamp < tranche.cliff) return 0n;
  const elapsed = BigInt(Math.floor(timestamp - tranche.start));
  return (tranche.amount * elapsed) / BigInt(tranche.end - tranche.start);
}

// @spec 000 §9.12 Airdrop amounts
/** Raw units in circulation at `timestamp` (Unix seconds; on the chain's clock). */
export function circulatingSupply(schedule: CirculationSchedule, timestamp: number): bigint {
  return schedule.tranches.reduce(
    (total, tranche) => total + vestedAmount(tranche, timestamp),
    schedule.initial,
  );
}

const UNI = 10n ** 18n;
const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;
/** 2020-09-18 00:00 UTC: UNI's launch, when vesting and liquidity mining began. */
const UNI_GENESIS = 1_600_387_200;
const CLIFF = UNI_GENESIS + 30 * DAY;

/**
 * Four yearly tranches of `total` vesting 40%, 30%, 20% and 10%; the first after a 30-day cliff.
 */
function fourYears(label: string, total: bigint): VestingTranche[] {
  return [40n, 30n, 20n, 10n].map((percent, year) => ({
    label: `${label}, year ${year + 1}`,
    amount: (total * percent) / 100n,
    start: UNI_GENESIS + year * YEAR,
    end: UNI_GENESIS + (year + 1) * YEAR,
    ...(year === 0 ? { cliff: CLIFF } : {}),
  }));
}

/**
 * UNI's published distribution of its 1,000,000,000 tokens: 150,000,000 airdropped at launch,
 * 20,000,000 for liquidity mining over its first 60 days, the community treasury's 430,000,000
 * and the team, investors' and advisors' 400,000,000 each vesting over four years. It reaches the
 * whole supply in September 2024.
 */
export const UNI_CIRCULATION_SCHEDULE: CirculationSchedule = {
  initial: 150_000_000n * UNI,
  tranches: [
    {
      label: 'Liquidity mining',
      amount: 20_000_000n * UNI,
      start: UNI_GENESIS,
      end: UNI_GENESIS + 60 * DAY,
    },
    ...fourYears('Community treasury', 430_000_000n * UNI),
    ...fourYears('Team, investors and advisors', 400_000_000n * UNI),
  ],
};
