// The calls each liquidity write sends, built at send time from plain inputs (spec 001 §7): the
// reviewed add, increase or migration, a removal, a collect, a V2 deposit or removal, and the
// mining deposit, withdrawal and claim. A write whose account, contract or chain clock is not
// known yet throws `MissingDependenciesError`; deadlines run on the chain's clock (the latest
// block's time plus the user's deadline), never the wall clock.
import type { SignedPermit } from '@dex/approvals';
import type { TransactionRequest } from '@dex/primitives';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/write';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import type { CollectFeesOptions } from './collect';
import type { OwedFees } from './fees';
import { migrateCall } from './migrate/migrate';
import type { MigrateReview } from './migrate/migrateReview';
import { depositCall } from './mining/deposit';
import { claimCall, exitCall, type StakingTransaction } from './mining/staking';
import { isOwnerOrOperator, type PositionAuthority } from './positionAuthority';
import type { V3Position } from './positions';
import { removeLiquidityCall } from './remove';
import type { V3AddReview } from './review';
import { v2AddCall } from './v2/add';
import type { AddV2Review } from './v2/addReview';
import { type DerivedBurn, v2RemoveCalls } from './v2/burn';
import { addDepositCall } from './view/addView';

/** What every timed write needs from the app: who sends it and the chain's clock. */
export interface WriteClock {
  readonly account: string | null;
  /** The latest block's timestamp (unix seconds); undefined until a block is read. */
  readonly chainTime: number | undefined;
  /** The user's transaction deadline in seconds. */
  readonly deadlineSeconds: number;
}

/** The sending account and the write's deadline, or `MissingDependenciesError` while unknown. */
export function writeDeadline(clock: WriteClock): { account: string; deadline: bigint } {
  if (!clock.account || clock.chainTime === undefined) throw new MissingDependenciesError();
  return {
    account: clock.account,
    deadline: computeSwapDeadline(clock.chainTime, clock.deadlineSeconds),
  };
}

/** Present, or `MissingDependenciesError` (a contract or a read the write cannot go without). */
function required<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new MissingDependenciesError();
  return value;
}

/**
 * The reviewed add, create + add or increase: the reviewed position, amounts and slippage (the
 * minimums that were shown), into the position the review was shown for, with the signed permits
 * that still match the deposit exactly as selfPermit.
 */
export function v3AddWriteCalls(
  review: V3AddReview,
  input: WriteClock & {
    readonly positionManager: string | undefined;
    readonly permits: readonly (SignedPermit | null | undefined)[];
  },
): TransactionRequest[] {
  const positionManager = required(input.positionManager);
  const { account, deadline } = writeDeadline(input);
  return [
    addDepositCall({
      position: review.position,
      amounts: [review.amountA, review.amountB],
      permits: input.permits,
      positionManager,
      slippageBips: review.slippageBips,
      deadline,
      recipient: account,
      createPool: review.createPool,
      tokenId: review.binding.positionId,
    }),
  ];
}

/** The reviewed migration of the whole wallet LP (spec §7 V3 migrator), with a fitting permit. */
export function migrateWriteCalls(
  review: MigrateReview,
  input: WriteClock & {
    readonly migrator: string | undefined;
    readonly permit: SignedPermit | null | undefined;
  },
): TransactionRequest[] {
  const migrator = required(input.migrator);
  const { account, deadline } = writeDeadline(input);
  return [
    migrateCall({
      migrator,
      pair: review.pair,
      liquidity: review.liquidity,
      position: review.position,
      slippageBips: review.slippageBips,
      recipient: account,
      deadline,
      createPool: review.createPool,
      permit: input.permit,
    }),
  ];
}

/** A position as a removal or collect reads it: ready with its pool and tokens, or not yet. */
export interface WrittenPosition {
  readonly status: string;
  readonly position?: V3Position;
  readonly pool?: Pool | null;
  readonly token0?: Token | undefined;
  readonly token1?: Token | undefined;
}

/** The removal of `percent` % of a position with all its fees, paid to `recipient`. */
export function v3RemoveWriteCalls(input: {
  readonly manager: string | undefined;
  readonly detail: WrittenPosition;
  readonly fees: OwedFees | undefined;
  readonly chainTime: number | undefined;
  readonly deadlineSeconds: number;
  readonly percent: number;
  readonly slippageBips: number;
  readonly recipient: string;
  readonly receiveNative: boolean;
}): TransactionRequest[] {
  const { manager, detail, fees, chainTime } = input;
  if (!manager || detail.status !== 'ready' || !detail.pool || !detail.position || !fees) {
    throw new MissingDependenciesError();
  }
  if (!chainTime) throw new MissingDependenciesError();
  return [
    removeLiquidityCall({
      manager,
      pool: detail.pool,
      position: detail.position,
      percent: input.percent,
      slippageBips: input.slippageBips,
      deadline: computeSwapDeadline(chainTime, input.deadlineSeconds),
      recipient: input.recipient,
      fees,
      receiveNative: input.receiveNative,
    }),
  ];
}

/**
 * What collecting everything owed to position `tokenId` sends (`collectFeesCall`'s options): to
 * the account, the native coin for the wrapped one; null while anything is unknown, or for an
 * account neither its owner nor an operator (the manager would refuse it).
 */
export function collectWriteOptions(input: {
  readonly account: string | null;
  readonly manager: string | undefined;
  readonly tokenId: bigint;
  readonly detail: WrittenPosition;
  readonly fees: OwedFees | undefined;
  readonly authority: PositionAuthority;
}): CollectFeesOptions | null {
  const { account, manager, detail, fees } = input;
  if (!account || !manager || detail.status !== 'ready' || !fees) return null;
  if (!isOwnerOrOperator(input.authority)) return null;
  const { token0, token1 } = detail;
  if (!token0 || !token1) return null;
  return {
    manager,
    tokenId: input.tokenId,
    token0,
    token1,
    fees,
    recipient: account,
    receiveNative: true,
  };
}

/** The reviewed V2 deposit: `addLiquidity` or `addLiquidityETH` with the minimums shown. */
export function v2AddWriteCalls(
  review: AddV2Review,
  input: WriteClock & { readonly router: string | undefined },
): TransactionRequest[] {
  const router = required(input.router);
  const { account, deadline } = writeDeadline(input);
  return [
    v2AddCall({
      router,
      amountA: review.amountA,
      amountB: review.amountB,
      recipient: account,
      slippageBips: review.slippageBips,
      deadline,
      firstDeposit: review.firstDeposit,
    }),
  ];
}

/**
 * The V2 removal's candidates in order (`v2RemoveCalls`: it refuses missing amounts or tokens,
 * and a removal with neither the router's allowance nor a permit for exactly the LP burned).
 */
export function v2RemoveWriteCalls(
  burn: Pick<DerivedBurn, 'liquidity' | 'amountA' | 'amountB'>,
  input: WriteClock & {
    readonly router: string | undefined;
    readonly currencyA: Currency | undefined;
    readonly currencyB: Currency | undefined;
    readonly slippageBips: number;
    readonly approved: boolean;
    readonly permit: SignedPermit | null | undefined;
  },
): TransactionRequest[] {
  const router = required(input.router);
  const { account, deadline } = writeDeadline(input);
  return v2RemoveCalls({
    router,
    currencyA: input.currencyA,
    currencyB: input.currencyB,
    liquidity: burn.liquidity,
    amountA: burn.amountA,
    amountB: burn.amountB,
    recipient: account,
    slippageBips: input.slippageBips,
    deadline,
    approved: input.approved,
    permit: input.permit,
  });
}

/** The mining page's writes (spec 001 §4 "Deposit flow (mining)"). */
export type MiningWriteKind = 'deposit' | 'withdraw' | 'claim';

/**
 * Spec 001 §8: the name each liquidity write's failure is logged under. Adding liquidity ignores a
 * wallet rejection; removals log it and come back to the review; the rest are only logged; an
 * approval's failure is logged under 'Approve' and still shown.
 */
export const LIQUIDITY_WRITE_LOG_NAMES = {
  approve: 'Approve',
  add: 'Add liquidity',
  addV2: 'Add V2 liquidity',
  remove: 'Remove liquidity',
  removeV2: 'Remove V2 liquidity',
  migrate: 'Migrate liquidity',
  collect: 'Collect fees',
  deposit: 'Stake',
  withdraw: 'Withdraw (exit)',
  claim: 'Claim rewards',
} as const;

/**
 * A mining write with its fixed gas limit: Withdraw is `exit` (the whole stake and the rewards),
 * Claim `getReward`, Deposit `stakeWithPermit` with a usable signature, else `stake` of approved LP.
 */
export function miningWriteCalls(
  kind: MiningWriteKind,
  input: {
    readonly account: string | null;
    readonly pool: string | undefined;
    readonly amount: CurrencyAmount<Token> | undefined;
    readonly approved: boolean;
    readonly permit: SignedPermit | null | undefined;
  },
): StakingTransaction[] {
  const { pool, account } = input;
  if (!pool || !account) throw new MissingDependenciesError();
  if (kind !== 'deposit') return [kind === 'withdraw' ? exitCall(pool) : claimCall(pool)];
  const amount = required(input.amount);
  return [
    depositCall(pool, BigInt(amount.quotient.toString()), {
      approved: input.approved,
      permit: input.permit,
    }),
  ];
}
