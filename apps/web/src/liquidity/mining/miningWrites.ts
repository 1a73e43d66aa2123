// /uni/{a}/{b}'s writes (spec 001 §4 "Deposit flow (mining)", §5 "Mining deposit", §7 staking
// contract, §8, §9 gas limits) as jotai atoms: the pool of the route, the account's unstaked LP,
// the deposit amount and its approval or permit for the pool, and Deposit (`stake` or
// `stakeWithPermit`), Withdraw (`exit`) and Claim (`getReward`) through the app's write flow. The
// staking calls carry their fixed gas limits, which the write flow sends as they are.
import { ApprovalState } from '@dex/approvals';
import {
  currentMiningPool,
  decodeUint,
  LIQUIDITY_WRITE_LOG_NAMES,
  liquidityBalanceCall,
  type MiningDialogReads,
  type MiningPool,
  type MiningWriteKind,
  miningDepositForm,
  miningLpToken,
  miningWriteCalls,
} from '@dex/liquidity';
import { answerOf } from '@dex/primitives';
import { atom, type Getter } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { chainTimestampAtom } from '../../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { lpSpendApproval } from '../lpPermit';
import { pairRouteAtom } from '../v2Atoms';
import { miningPoolsAtom } from './miningAtoms';

export const miningRouteAtom = pairRouteAtom();

/** The mining pool of the route's pair. */
const currentMiningPoolAtom = atom((get) => {
  const { currencyIdA, currencyIdB } = get(miningRouteAtom);
  return currentMiningPool(get(miningPoolsAtom), currencyIdA, currencyIdB);
});

const routePoolAtom = atom((get): MiningPool | undefined => {
  const current = get(currentMiningPoolAtom);
  return current.status === 'ready' ? current.pool : undefined;
});

/** The pool's LP token (the pair's), at its real address. */
const lpTokenAtom = atom((get) => miningLpToken(get(routePoolAtom)));

const stakingAddressAtom = atom((get) => get(routePoolAtom)?.info.stakingRewardAddress);

/** The account's LP not yet staked (raw); undefined while unread or without an account. */
const unstakedBalanceAtom = atom((get): bigint | undefined => {
  const account = get(connectedAccountAtom);
  const lp = get(lpTokenAtom);
  if (!account || !lp) return undefined;
  const [state] = get(
    callStatesAtom(get(activeChainIdAtom), [liquidityBalanceCall(lp.address, account)]),
  );
  const answer = answerOf(state);
  return answer === undefined ? undefined : (decodeUint(answer, reportParseError) ?? 0n);
});

/** What /uni/{a}/{b} shows: the route's pool and, with an account, its unstaked LP. */
export const miningPoolPageReadsAtom = atom((get) => ({
  current: get(currentMiningPoolAtom),
  account: get(connectedAccountAtom) ? { lpBalance: get(unstakedBalanceAtom) } : undefined,
}));

/** The deposit field's text (spec §5 input rule: never localized). */
export const depositTypedAtom = atom('');

/** The dialogs' amounts and button messages (@dex/liquidity's miningDepositForm). */
const depositFormAtom = atom((get) =>
  miningDepositForm({
    pool: get(routePoolAtom),
    account: get(connectedAccountAtom),
    typed: get(depositTypedAtom),
    unstakedBalance: get(unstakedBalanceAtom),
  }),
);

const depositAmountAtom = atom((get) => get(depositFormAtom).amount);

export type MiningDialogKind = MiningWriteKind;

/** Which of the page's dialogs is open. */
export const miningDialogKindAtom = atom<MiningDialogKind | null>(null);
/** The open dialog's writes: approve, deposit, withdraw or claim. */
const miningSession = writeSession();
/** The open dialog's write (waiting, submitted); null while it shows its form. */
export const miningWriteDialogAtom = miningSession.dialog;

export const openMiningDialogAtom = atom(null, (_get, set, kind: MiningDialogKind) => {
  set(miningSession.dismiss);
  set(miningDialogKindAtom, kind);
});

/**
 * §4 of the deposit: the LP approval or permit of the typed amount for the pool (lpPermit.ts).
 * Approve: a permit signature for the pool, else an on-chain approval.
 */
const stakeSpend = lpSpendApproval({
  token: (get) => get(lpTokenAtom),
  spender: (get) => get(stakingAddressAtom),
  amount: (get) => get(depositAmountAtom),
  logAs: LIQUIDITY_WRITE_LOG_NAMES.deposit,
  dialog: miningWriteDialogAtom,
});
const stakeApprovalAtom = stakeSpend.approval;
export const approveStakeAtom = stakeSpend.approve;

/** Everything the open dialog shows (@dex/liquidity's MiningDialogReads), read in one value. */
export const miningDialogReadsAtom = atom((get): MiningDialogReads => {
  // Read while the page is open: Approve knows at once whether the pair can sign, and the
  // deadline has the chain's clock.
  get(stakeSpend.permitInfo);
  get(chainTimestampAtom(get(activeChainIdAtom)));
  const form = get(depositFormAtom);
  return {
    kind: get(miningDialogKindAtom),
    typed: get(depositTypedAtom),
    amount: form.amount,
    // The unstaked LP as an amount: the balance shown and what Max fills in.
    unstaked: form.unstakedAmount,
    depositError: form.depositError,
    stakeError: form.stakeActionError,
    approval: get(stakeApprovalAtom),
  };
});

/** Each mining write (their calls carry fixed gas limits): the request its form's cost and send use. */
function miningWrite(get: Getter, kind: MiningWriteKind) {
  const account = get(connectedAccountAtom);
  return {
    account: account ?? '',
    calls: () =>
      miningWriteCalls(kind, {
        account,
        pool: get(stakingAddressAtom),
        amount: get(depositAmountAtom),
        approved: get(stakeApprovalAtom) === ApprovalState.APPROVED,
        permit: get(stakeSpend.usablePermit),
      }),
  };
}

/** A mining form's network cost: its write priced as its send would send it. */
export const estimateMiningCostAtom = atom(
  null,
  (get, set, { kind }: { readonly kind: MiningWriteKind }) =>
    set(estimateWriteCostAtom, miningWrite(get, kind)),
);

// @spec 001 §4.5 Deposit flow (mining)
/** Deposit: `stakeWithPermit` with a usable signature, else `stake` of approved LP. */
export const depositAtom = atom(null, async (get, set, summary: string) => {
  const hash = await set(miningSession.write, {
    logAs: LIQUIDITY_WRITE_LOG_NAMES.deposit,
    request: { summary, ...miningWrite(get, 'deposit') },
  });
  if (hash) set(stakeSpend.signed, null);
});

/** Withdraw (`exit`: the whole stake, and the rewards) or Claim (`getReward`). */
export const stakeActionAtom = atom(
  null,
  async (get, set, { kind, summary }: { kind: 'withdraw' | 'claim'; summary: string }) => {
    await set(miningSession.write, {
      logAs: LIQUIDITY_WRITE_LOG_NAMES[kind],
      request: { summary, ...miningWrite(get, kind) },
    });
  },
);

/**
 * Closing a dialog. After an approval it goes back to the deposit form (§4: approved, then
 * Deposit); after a deposit, withdrawal or claim it closes and the deposit field is cleared.
 */
export const dismissMiningDialogAtom = atom(null, (get, set) => {
  // An approval's hash is in the dialog but not the session's (only its writes keep theirs).
  const approved =
    get(miningSession.dialog)?.status === 'submitted' && !get(miningSession.submitted);
  if (set(miningSession.dismiss)) set(depositTypedAtom, '');
  else if (approved) return;
  set(miningDialogKindAtom, null);
});
