// /migrate/v2/{address} as jotai atoms over @dex/liquidity's migration plan (spec 001 §2 "Migrate",
// §4 migration, §5, §7 V3 migrator, §9): the pair read by its address (a Uniswap V2 or Sushi pair,
// else not found), the account's wallet LP, the fee tier and range, the V3 pool, the LP approval
// or permit for the migrator, and the migration through the app's one write flow.
import { getChainInfo, getFactory, migrationExchanges } from '@dex/chains';
import {
  DEFAULT_FEE,
  decideLiquiditySend,
  EMPTY_MINT_STATE,
  type FeeAmount,
  LIQUIDITY_WRITE_LOG_NAMES,
  lookupMigratePair,
  lpTokenAmount,
  type MigratePairFormReads,
  type MigrateReview,
  type MigrateStatus,
  type MintAction,
  type MintState,
  migrateBaseQuote,
  migrateForm,
  migrateStatusOf,
  migrateWriteCalls,
  mintReducer,
} from '@dex/liquidity';
import { atom, type Getter } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { chainTimestampAtom } from '../../state/chainTime';
import { userSlippageBipsAtom } from '../../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { currencyAtom } from '../../tokens/currencyAtoms';
import { writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { attemptStatus, chainAnswers, writeClockOf } from '../chainReads';
import { lpSpendApproval } from '../lpPermit';
import { poolAtom } from '../poolAtoms';

/** The route's pair address (already checked to be an address by the route). */
export const migratePairAddressAtom = atom<string | undefined>(undefined);

/**
 * The pair behind the route's address (@dex/liquidity's lookup over the multicall watch), among the
 * exchanges the chain migrates from (a Sushi pair only where Sushi migration is on).
 */
const migratePairAtom = atom((get) => {
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
const migrateRangeStateAtom = atom<MintState>(EMPTY_MINT_STATE);
export const dispatchMigrateRangeAtom = atom(null, (get, set, action: MintAction) =>
  set(migrateRangeStateAtom, mintReducer(get(migrateRangeStateAtom), action)),
);

/** The pair's tokens as base and quote: prices read "token1 per token0", as the pool's. */
const migrateBaseQuoteAtom = atom((get) => migrateBaseQuote(get(migratePairAtom)));

export const migratePoolAtom = atom((get) => {
  const tokens = get(migrateBaseQuoteAtom);
  return get(poolAtom(get(activeChainIdAtom), tokens?.base, tokens?.quote, get(migrateFeeAtom)));
});

/** The form from its reads (@dex/liquidity's migrateForm): the range, the plan and the review. */
const migrateFormAtom = atom((get) =>
  migrateForm({
    pair: get(migratePairAtom),
    fee: get(migrateFeeAtom),
    rangeState: get(migrateRangeStateAtom),
    poolResult: get(migratePoolAtom),
    slippageBips: get(userSlippageBipsAtom),
    chainId: get(activeChainIdAtom),
    account: get(connectedAccountAtom),
  }),
);

/** The chain's V3Migrator; undefined where V3 is not deployed. */
export const migratorAtom = atom(
  (get) => getChainInfo(get(activeChainIdAtom))?.contracts.v3Migrator,
);

/** The page's approve and migrate writes, their dialog and the last migration sent. */
const migrateSession = writeSession();
export const migrateWriteDialogAtom = migrateSession.dialog;

/**
 * Spec §4 of the migration: the LP approval or permit of the whole wallet LP for the migrator
 * (lpPermit.ts). Approve: a permit signature for the migrator, else an on-chain approval.
 */
const migrateSpend = lpSpendApproval({
  token: (get) => {
    const pair = get(migratePairAtom);
    return pair.status === 'ready' ? pair.lpToken : undefined;
  },
  spender: (get) => get(migratorAtom),
  amount: (get) => {
    const pair = get(migratePairAtom);
    return pair.status === 'ready' && pair.balance
      ? lpTokenAmount(pair.lpToken, pair.balance)
      : undefined;
  },
  logAs: LIQUIDITY_WRITE_LOG_NAMES.migrate,
  dialog: migrateWriteDialogAtom,
});
export const approveMigrateAtom = migrateSpend.approve;

/** Spec §4: 'Migrate' -> migrating (until mined) -> 'Success!'; back to ready if it failed. */
const migrateStatusAtom = atom(
  (get): MigrateStatus => migrateStatusOf(attemptStatus(get, get(migrateSession.attempt))),
);

/** The migration as the form shows it now; null until it can be sent (spec §5). */
export const liveMigrateReviewAtom = atom((get) => get(migrateFormAtom).review);

/**
 * The price moved between what the form showed and the Migrate click: "Price Updated" on the
 * form, and Migrate waits until the user accepts the amounts it shows now.
 */
export const migratePriceUpdatedAtom = atom(false);

/** Everything the form shows (@dex/liquidity's MigratePairFormReads), read in one value. */
export const migratePairPageReadsAtom = atom((get): MigratePairFormReads => {
  // Watched early: the deadline needs the chain's clock, Approve the pair's permit support.
  get(chainTimestampAtom(get(activeChainIdAtom)));
  get(migrateSpend.permitInfo);
  const { plan, range } = get(migrateFormAtom);
  const rangeState = get(migrateRangeStateAtom);
  return {
    connected: Boolean(get(connectedAccountAtom)),
    pair: get(migratePairAtom),
    // Everything the form shows and sends; undefined until the pair is known.
    plan,
    tokens: get(migrateBaseQuoteAtom),
    fee: get(migrateFeeAtom),
    range,
    left: rangeState.leftRangeTypedValue,
    right: rangeState.rightRangeTypedValue,
    approval: get(migrateSpend.approval),
    status: get(migrateStatusAtom),
    priceUpdated: get(migratePriceUpdatedAtom),
  };
});

export const acceptMigratePriceUpdateAtom = atom(null, (_get, set) =>
  set(migratePriceUpdatedAtom, false),
);

/** The migration's write for `review`: the one request its network cost and its send both use. */
function migrateWrite(get: Getter, review: MigrateReview) {
  const clock = writeClockOf(get);
  return {
    account: clock.account ?? '',
    calls: () =>
      migrateWriteCalls(review, {
        ...clock.at(),
        migrator: get(migratorAtom),
        permit: get(migrateSpend.usablePermit),
      }),
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
      logAs: LIQUIDITY_WRITE_LOG_NAMES.migrate,
      request: { summary, ...migrateWrite(get, decision.review) },
    });
    if (hash) set(migrateSpend.signed, null);
  },
);

/** A new pair or tier: the range, permit and last attempt no longer apply. */
export const resetMigrateAtom = atom(null, (_get, set) => {
  set(migrateRangeStateAtom, EMPTY_MINT_STATE);
  set(migrateSpend.signed, null);
  set(migrateSession.attempt, null);
  set(migrateWriteDialogAtom, null);
  set(migratePriceUpdatedAtom, false);
});
