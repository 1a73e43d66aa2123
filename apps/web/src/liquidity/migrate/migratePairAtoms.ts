// /migrate/v2/{address} as jotai atoms over @dex/liquidity's migration plan (spec 001 §2 "Migrate",
// §4 migration, §5, §7 V3 migrator, §9): the pair read by its address (a Uniswap V2 or Sushi pair,
// else not found), the account's wallet LP, the fee tier and range, the V3 pool, the LP approval
// or permit for the migrator, and the migration through the app's one write flow.
import type { SignedPermit } from '@dex/approvals';
import { getChainInfo, getFactory, migrationExchanges } from '@dex/chains';
import {
  collectStatusOf,
  computeRange,
  DEFAULT_FEE,
  decideLiquiditySend,
  EMPTY_MINT_STATE,
  type FeeAmount,
  lookupMigratePair,
  lpTokenAmount,
  type MigrateReview,
  type MigrateStatus,
  type MigrationPlan,
  type MintAction,
  type MintState,
  migrateCall,
  migrateReview,
  migrateStatusOf,
  migrationPlanFor,
  mintReducer,
  type RangeInfo,
} from '@dex/liquidity';
import { computeSwapDeadline, MissingDependenciesError } from '@dex/router';
import { isTransactionPending } from '@dex/transactions';
import { atom, type Getter } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { chainTimestampAtom } from '../../state/chainTime';
import { userDeadlineSecondsAtom, userSlippageBipsAtom } from '../../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { permitApprovalAtoms, transactionsStateAtom, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { chainAnswers } from '../chainReads';
import { approveOrSignLpAtom } from '../lpPermit';
import { permitInfoAtom } from '../permitInfo';
import { poolAtom } from '../poolAtoms';

/** The route's pair address (already checked to be an address by the route). */
export const migratePairAddressAtom = atom<string | undefined>(undefined);

/**
 * The pair behind the route's address (@dex/liquidity's lookup over the multicall watch), among the
 * exchanges the chain migrates from (a Sushi pair only where Sushi migration is on).
 */
export const migratePairAtom = atom((get) => {
  const chainId = get(activeChainIdAtom);
  return lookupMigratePair({
    address: get(migratePairAddressAtom),
    account: get(connectedAccountAtom),
    factories: migrationExchanges(chainId).map((exchange) => ({
      exchange,
      factory: getFactory(chainId, exchange),
    })),
    read: chainAnswers(get, chainId),
    token: (address) => get(currencyAtom(chainId, address)),
    onParseError: reportParseError,
  });
});

/** The fee tier picked on the page (spec §9: medium by default). */
export const migrateFeeAtom = atom<FeeAmount>(DEFAULT_FEE);

/** The typed range ends (the add page's mint state; only its range fields are used here). */
export const migrateRangeStateAtom = atom<MintState>(EMPTY_MINT_STATE);
export const dispatchMigrateRangeAtom = atom(null, (get, set, action: MintAction) =>
  set(migrateRangeStateAtom, mintReducer(get(migrateRangeStateAtom), action)),
);

/** The pair's tokens as base and quote: prices read "token1 per token0", as the pool's. */
export const migrateBaseQuoteAtom = atom((get) => {
  const pair = get(migratePairAtom);
  return pair.status === 'ready' ? { base: pair.token0, quote: pair.token1 } : undefined;
});

export const migratePoolAtom = atom((get) => {
  const tokens = get(migrateBaseQuoteAtom);
  return get(poolAtom(get(activeChainIdAtom), tokens?.base, tokens?.quote, get(migrateFeeAtom)));
});

/** The plan without a range: prices, warnings and the pool the range is priced against. */
const basePlanAtom = atom((get) => planWith(get, undefined));

export const migrateRangeAtom = atom((get): RangeInfo | undefined => {
  const tokens = get(migrateBaseQuoteAtom);
  if (!tokens) return undefined;
  const { leftRangeTypedValue, rightRangeTypedValue } = get(migrateRangeStateAtom);
  return computeRange({
    ...tokens,
    fee: get(migrateFeeAtom),
    left: leftRangeTypedValue,
    right: rightRangeTypedValue,
    tickCurrent: get(basePlanAtom)?.pool?.tickCurrent,
  });
});

/** Everything the form shows and sends; undefined until the pair is known. */
export const migratePlanAtom = atom((get) => planWith(get, get(migrateRangeAtom)));

function planWith(get: Getter, range: RangeInfo | undefined): MigrationPlan | undefined {
  const { state, pool } = get(migratePoolAtom);
  return migrationPlanFor({
    pair: get(migratePairAtom),
    fee: get(migrateFeeAtom),
    poolState: state,
    pool,
    range,
    slippageBips: get(userSlippageBipsAtom),
  });
}

/** The chain's V3Migrator; undefined where V3 is not deployed. */
export const migratorAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.v3Migrator,
);

/** The LP token's permit support for the account, read before Approve is pressed. */
export const lpPermitInfoAtom = atom((get) => {
  const pair = get(migratePairAtom);
  return pair.status === 'ready' ? get(permitInfoAtom(pair.lpToken)) : null;
});

/** A permit signed on this page for the migrator. */
export const migratePermitAtom = atom<SignedPermit | null>(null);

/**
 * Spec §4 of the migration: the permit signature state (SIGNED while the signature is for exactly
 * the whole LP balance, by this owner for the migrator, with the pair's current nonce, on this
 * chain, lasting past the migration's deadline by the chain's clock) and the LP approval for the
 * migrator, APPROVED with a usable permit too.
 */
const migrateApproval = permitApprovalAtoms({
  amount: (get) => {
    const pair = get(migratePairAtom);
    return pair.status === 'ready' && pair.balance
      ? lpTokenAmount(pair.lpToken, pair.balance)
      : undefined;
  },
  spender: (get) => get(migratorAtom),
  permitInfo: (get) => get(lpPermitInfoAtom),
  signed: (get) => get(migratePermitAtom),
});

/** The signed permit the migration sends (selfPermit), while it fits. */
const usableMigratePermitAtom = atom((get) => get(migrateApproval.signature).permit);

export const migrateApprovalAtom = migrateApproval.approval;

/** The page's approve and migrate writes, their dialog and the last migration sent. */
const migrateSession = writeSession();
export const migrateWriteDialogAtom = migrateSession.dialog;

/** Spec §4: 'Migrate' -> migrating (until mined) -> 'Success!'; back to ready if it failed. */
export const migrateStatusAtom = atom((get): MigrateStatus => {
  const attempt = get(migrateSession.attempt);
  const record =
    attempt?.phase === 'sent'
      ? get(transactionsStateAtom)[get(activeChainIdAtom)]?.[attempt.hash.toLowerCase()]
      : undefined;
  return migrateStatusOf(collectStatusOf(attempt, record, isTransactionPending));
});

/** Spec §8: migration failures are logged under this name; the form stays. */
const LOG_AS = 'Migrate liquidity';

/** Approve: a permit signature of the LP token for the migrator, else an on-chain approval. */
export const approveMigrateAtom = atom(null, async (get, set, summary: string) => {
  const pair = get(migratePairAtom);
  const migrator = get(migratorAtom);
  if (pair.status !== 'ready' || !migrator || !pair.balance) return;
  const permit = await set(approveOrSignLpAtom, {
    token: pair.lpToken,
    spender: migrator,
    amount: pair.balance,
    permitInfo: get(lpPermitInfoAtom),
    summary,
    dialog: migrateWriteDialogAtom,
    logAs: LOG_AS,
  });
  if (permit) set(migratePermitAtom, permit);
});

/** The migration as the form shows it now; null until it can be sent (spec §5). */
export const liveMigrateReviewAtom = atom((get) =>
  migrateReview({
    pair: get(migratePairAtom),
    plan: get(migratePlanAtom),
    slippageBips: get(userSlippageBipsAtom),
    chainId: get(activeChainIdAtom),
    account: get(connectedAccountAtom),
  }),
);

/**
 * The price moved between what the form showed and the Migrate click: "Price Updated" on the
 * form, and Migrate waits until the user accepts the amounts it shows now.
 */
export const migratePriceUpdatedAtom = atom(false);

export const acceptMigratePriceUpdateAtom = atom(null, (_get, set) =>
  set(migratePriceUpdatedAtom, false),
);

/** The migration's write for `review`: the one request its network cost and its send both use. */
function migrateWrite(get: Getter, review: MigrateReview) {
  const account = get(connectedAccountAtom);
  const chainId = get(activeChainIdAtom);
  return {
    account: account ?? '',
    calls: () => {
      const migrator = get(migratorAtom);
      const timestamp = get(chainTimestampAtom(chainId));
      // Spec §5 (valid ticks, a valid range and computed minimums) held for `shown`.
      if (!account || !migrator || timestamp === undefined) {
        throw new MissingDependenciesError();
      }
      return [
        migrateCall({
          migrator,
          pair: review.pair,
          liquidity: review.liquidity,
          position: review.position,
          slippageBips: review.slippageBips,
          recipient: account,
          deadline: computeSwapDeadline(timestamp, get(userDeadlineSecondsAtom)),
          createPool: review.createPool,
          permit: get(usableMigratePermitAtom),
        }),
      ];
    },
  };
}

/** The form's network cost: the migration it shows, estimated as its send would estimate it. */
export const estimateMigrateCostAtom = atom(
  null,
  (get, set, { review }: { readonly review: MigrateReview }) =>
    set(estimateWriteCostAtom, migrateWrite(get, review)),
);

/**
 * Sends the migrator multicall (spec §7) for the whole wallet LP: exactly `shown`, the migration
 * the form showed when Migrate was pressed. When the live one has moved from it (@dex/liquidity's
 * `decideLiquiditySend`), nothing is sent and the form says "Price Updated".
 */
export const sendMigrateAtom = atom(
  null,
  async (get, set, { summary, shown }: { summary: string; shown: MigrateReview | null }) => {
    if (!shown || get(migratePriceUpdatedAtom)) return;
    const decision = decideLiquiditySend(shown, get(liveMigrateReviewAtom));
    if (decision.kind === 'priceUpdated') {
      set(migratePriceUpdatedAtom, true);
      return;
    }
    const hash = await set(migrateSession.write, {
      logAs: LOG_AS,
      request: { summary, ...migrateWrite(get, decision.review) },
    });
    if (hash) set(migratePermitAtom, null);
  },
);

/** A new pair or tier: the range, permit and last attempt no longer apply. */
export const resetMigrateAtom = atom(null, (_get, set) => {
  set(migrateRangeStateAtom, EMPTY_MINT_STATE);
  set(migratePermitAtom, null);
  set(migrateSession.attempt, null);
  set(migrateWriteDialogAtom, null);
  set(migratePriceUpdatedAtom, false);
});
