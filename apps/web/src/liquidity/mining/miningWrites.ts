// /uni/{a}/{b}'s writes (spec 001 §4 "Deposit flow (mining)", §5 "Mining deposit", §7 staking
// contract, §8, §9 gas limits) as jotai atoms: the pool of the route, the account's unstaked LP,
// the deposit amount and its approval or permit for the pool, and Deposit (`stake` or
// `stakeWithPermit`), Withdraw (`exit`) and Claim (`getReward`) through the app's write flow. The
// staking calls carry their fixed gas limits, which the write flow sends as they are.
import { ApprovalState, type SignedPermit } from '@dex/approvals';
import type { CurrencyAmount, Token } from '@dex/currency';
import type { MiningPool } from '@dex/liquidity';
import {
  claimCall,
  decodeUint,
  depositCall,
  depositError,
  exitCall,
  isPoolOf,
  liquidityBalanceCall,
  lpTokenAmount,
  stakeActionError,
} from '@dex/liquidity';
import { answerOf } from '@dex/primitives';
import { MissingDependenciesError, parseTypedAmount } from '@dex/router';
import { atom, type Getter } from 'jotai';
import { reportParseError } from '../../state/callResults';
import { callStatesAtom } from '../../state/chainCalls';
import { activeChainIdAtom, connectedAccountAtom } from '../../state/wallet';
import { permitApprovalAtoms, writeSession } from '../../transactions';
import { estimateWriteCostAtom } from '../../transactions/networkCostAtoms';
import { approveOrSignLpAtom } from '../lpPermit';
import { permitInfoAtom } from '../permitInfo';
import { pairRouteAtom } from '../v2Atoms';
import { miningPoolsAtom } from './miningAtoms';

export const miningRouteAtom = pairRouteAtom();

export type CurrentMiningPool =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'ready'; readonly pool: MiningPool };

/** The mining pool of the route's pair. */
export const currentMiningPoolAtom = atom((get): CurrentMiningPool => {
  const mining = get(miningPoolsAtom);
  if (mining.status === 'loading') return mining;
  const { currencyIdA, currencyIdB } = get(miningRouteAtom);
  const pool = mining.pools.find((candidate) => isPoolOf(candidate, currencyIdA, currencyIdB));
  return pool ? { status: 'ready', pool } : { status: 'notFound' };
});

const poolOf = (current: CurrentMiningPool) =>
  current.status === 'ready' ? current.pool : undefined;

/** The pool's LP token (the pair's), at its real address. */
const lpTokenAtom = atom(
  (get): Token | undefined => poolOf(get(currentMiningPoolAtom))?.info.totalStakedAmount.currency,
);

const stakingAddressAtom = atom(
  (get) => poolOf(get(currentMiningPoolAtom))?.info.stakingRewardAddress,
);

/** The account's LP not yet staked (raw); undefined while unread or without an account. */
export const unstakedBalanceAtom = atom((get): bigint | undefined => {
  const account = get(connectedAccountAtom);
  const lp = get(lpTokenAtom);
  if (!account || !lp) return undefined;
  const [state] = get(
    callStatesAtom(get(activeChainIdAtom), [liquidityBalanceCall(lp.address, account)]),
  );
  const answer = answerOf(state);
  return answer === undefined ? undefined : (decodeUint(answer, reportParseError) ?? 0n);
});

/** The deposit field's text (spec §5 input rule: never localized). */
export const depositTypedAtom = atom('');

export const depositAmountAtom = atom((get) => {
  const lp = get(lpTokenAtom);
  return lp
    ? (parseTypedAmount(get(depositTypedAtom), lp) as CurrencyAmount<Token> | undefined)
    : undefined;
});

export const depositErrorAtom = atom((get) =>
  depositError(get(connectedAccountAtom), get(depositAmountAtom), get(unstakedBalanceAtom)),
);

export const stakeActionErrorAtom = atom((get) =>
  stakeActionError(
    get(connectedAccountAtom),
    poolOf(get(currentMiningPoolAtom))?.info.stakedAmount,
  ),
);

/** The unstaked LP as an amount: the balance shown and what Max fills in. */
export const unstakedAmountAtom = atom((get) => {
  const lp = get(lpTokenAtom);
  const balance = get(unstakedBalanceAtom);
  return lp && balance !== undefined ? lpTokenAmount(lp, balance) : undefined;
});

/** The pair's permit support for the account (read before Approve is pressed). */
export const lpPermitInfoAtom = atom((get) => {
  const lp = get(lpTokenAtom);
  return lp ? get(permitInfoAtom(lp)) : null;
});

export const signedStakePermitAtom = atom<SignedPermit | null>(null);

/**
 * §4 of the deposit: its permit signature state (SIGNED while the signature is for exactly the
 * typed amount, to this pool, with the current nonce, on this chain and before its deadline by
 * the chain's clock) and its approval: by the pool's allowance or a usable permit signature.
 */
const stakeApproval = permitApprovalAtoms({
  amount: (get) => get(depositAmountAtom),
  spender: (get) => get(stakingAddressAtom),
  permitInfo: (get) => get(lpPermitInfoAtom),
  signed: (get) => get(signedStakePermitAtom),
});

/** The signed permit while `stakeWithPermit` can use it for the typed amount. */
const usableStakePermitAtom = atom((get) => get(stakeApproval.signature).permit);

export const stakeApprovalAtom = stakeApproval.approval;

export type MiningDialogKind = 'deposit' | 'withdraw' | 'claim';

/** Which of the page's dialogs is open. */
export const miningDialogKindAtom = atom<MiningDialogKind | null>(null);
/** The open dialog's writes: approve, deposit, withdraw or claim. */
const miningSession = writeSession();
/** The open dialog's write (waiting, submitted); null while it shows its form. */
export const miningWriteDialogAtom = miningSession.dialog;

/** Spec §8: stake and related failures stop the loading state and are only logged. */
const LOG_AS: Record<MiningDialogKind, string> = {
  deposit: 'Stake',
  withdraw: 'Withdraw (exit)',
  claim: 'Claim rewards',
};

export const openMiningDialogAtom = atom(null, (_get, set, kind: MiningDialogKind) => {
  set(miningSession.dismiss);
  set(miningDialogKindAtom, kind);
});

/** Approve: a permit signature for the pool, else an on-chain approval (spec §4). */
export const approveStakeAtom = atom(null, async (get, set, summary: string) => {
  const lp = get(lpTokenAtom);
  const pool = get(stakingAddressAtom);
  const amount = get(depositAmountAtom);
  if (!lp || !pool || !amount) return;
  const permit = await set(approveOrSignLpAtom, {
    token: lp,
    spender: pool,
    amount: BigInt(amount.quotient.toString()),
    permitInfo: get(lpPermitInfoAtom),
    summary,
    dialog: miningWriteDialogAtom,
    logAs: LOG_AS.deposit,
  });
  if (permit) set(signedStakePermitAtom, permit);
});

/** Each mining write (their calls carry fixed gas limits): the request its form's cost and send use. */
function miningWrite(get: Getter, kind: 'deposit' | 'withdraw' | 'claim') {
  const account = get(connectedAccountAtom);
  return {
    account: account ?? '',
    calls: () => {
      const pool = get(stakingAddressAtom);
      if (!pool || !account) throw new MissingDependenciesError();
      if (kind !== 'deposit') return [kind === 'withdraw' ? exitCall(pool) : claimCall(pool)];
      // Deposit: `stakeWithPermit` with a usable signature, else `stake` of approved LP.
      const amount = get(depositAmountAtom);
      if (!amount) throw new MissingDependenciesError();
      return [
        depositCall(pool, BigInt(amount.quotient.toString()), {
          approved: get(stakeApprovalAtom) === ApprovalState.APPROVED,
          permit: get(usableStakePermitAtom),
        }),
      ];
    },
  };
}

/** A mining form's network cost: its write priced as its send would send it. */
export const estimateMiningCostAtom = atom(
  null,
  (get, set, { kind }: { readonly kind: 'deposit' | 'withdraw' | 'claim' }) =>
    set(estimateWriteCostAtom, miningWrite(get, kind)),
);

// @spec 001 §4.5 Deposit flow (mining)
/** Deposit: `stakeWithPermit` with a usable signature, else `stake` of approved LP. */
export const depositAtom = atom(null, async (get, set, summary: string) => {
  const hash = await set(miningSession.write, {
    logAs: LOG_AS.deposit,
    request: { summary, ...miningWrite(get, 'deposit') },
  });
  if (hash) set(signedStakePermitAtom, null);
});

/** Withdraw (`exit`: the whole stake, and the rewards) or Claim (`getReward`). */
export const stakeActionAtom = atom(
  null,
  async (get, set, { kind, summary }: { kind: 'withdraw' | 'claim'; summary: string }) => {
    await set(miningSession.write, {
      logAs: LOG_AS[kind],
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
