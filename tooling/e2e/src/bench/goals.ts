// The benches' goals (issue #28 §3, #29 §3), pure so they are checked the same way everywhere.

export interface VoteOpening {
  /** HTTP requests from the in-app navigation to /vote until its proposals are shown. */
  readonly requests: number;
  /** eth_getLogs among them (messages, a batch counts each). */
  readonly logRequests: number;
}

export interface GoalResult {
  readonly text: string;
  readonly met: boolean;
}

/** Permissive endpoint: /vote opens in at most 10 requests once the app has started. */
export const PERMISSIVE_VOTE_REQUESTS = 10;

/**
 * Issue #39 §2: /vote's first screen (the ten newest proposals of each governor: all of the
 * devnet's seven GovernorAlpha and ten GovernorBravo ones) costs at most this many requests behind
 * a 10-, a 50- and a 10,000-block endpoint, on any history.
 */
export const FIRST_SCREEN_VOTE_REQUESTS = 30;

export function firstScreenVoteGoal(profile: string, requests: number): GoalResult {
  return {
    text: `${profile}: /vote's first screen in ${requests} requests (goal: at most ${FIRST_SCREEN_VOTE_REQUESTS})`,
    met: requests <= FIRST_SCREEN_VOTE_REQUESTS,
  };
}

/**
 * The most log requests a strict endpoint may need for /vote: one narrow request per proposal at
 * its creation block (issue #39 §2), and for a proposal not found there (the devnet's seed moves
 * the Pending one's start block) one scan of the history: a refused whole range, then limit-sized
 * pieces.
 */
export function strictLogRequestBudget(
  range: number,
  maxLogBlockRange: number,
  proposals: number,
): number {
  return proposals + 1 + Math.ceil(range / maxLogBlockRange);
}

export function permissiveVoteGoal(opening: VoteOpening): GoalResult {
  return {
    text: `permissive: /vote opened after start-up in ${opening.requests} requests (goal: at most ${PERMISSIVE_VOTE_REQUESTS})`,
    met: opening.requests <= PERMISSIVE_VOTE_REQUESTS,
  };
}

/** One governor /vote lists: its proposals, and the blocks from its deployment to the latest. */
export interface GovernorHistory {
  readonly proposals: number;
  readonly range: number;
}

/** The strict goal for /vote: each governor's budget (GovernorBravo's beside Alpha's), added up. */
export function strictVoteGoal(
  opening: VoteOpening,
  governors: readonly GovernorHistory[],
  maxLogBlockRange: number,
): GoalResult {
  const budget = governors.reduce(
    (sum, { range, proposals }) => sum + strictLogRequestBudget(range, maxLogBlockRange, proposals),
    0,
  );
  const terms = governors
    .map(
      ({ range, proposals }) =>
        `${proposals} proposals + 1 + ${range} blocks / ${maxLogBlockRange}`,
    )
    .join(' + ');
  return {
    text:
      `strict: /vote opened after start-up in ${opening.requests} requests, ${opening.logRequests} of them eth_getLogs ` +
      `(goal: at most ${terms} = ${budget} log requests)`,
    met: opening.logRequests <= budget,
  };
}

export function limitsGoal(
  profile: string,
  rateLimited: number,
  batchesRefused: number,
): GoalResult {
  return {
    text: `${profile}: requests answered 429 (rate) ${rateLimited}, 413 (batch) ${batchesRefused} (goal: none)`,
    met: rateLimited === 0 && batchesRefused === 0,
  };
}

/** Issue #29 §3: a tab on a chain with sub-second blocks sends at most one read request a second. */
export const FAST_CHAIN_REQUESTS_PER_SECOND = 1;

/**
 * Judged like a fence: requests a second apart fit ⌊seconds⌋ + 1 times into a window of `seconds`
 * (one may fall on each edge), so that many meet the goal and one more does not.
 */
export function fastChainGoal(requests: number, seconds: number, blocks: number): GoalResult {
  const perSecond = seconds > 0 ? requests / seconds : Number.POSITIVE_INFINITY;
  const allowed = Math.floor(seconds * FAST_CHAIN_REQUESTS_PER_SECOND) + 1;
  return {
    text:
      `fast chain: ${requests} requests in ${seconds.toFixed(1)} s over ${blocks} blocks: ` +
      `${perSecond.toFixed(2)} requests a second (goal: at most ${FAST_CHAIN_REQUESTS_PER_SECOND}, ` +
      `${allowed} in that window)`,
    met: requests <= allowed,
  };
}

/** Issue #29: choosing a chain in the selector shows its balances in under 2 s on the devnet. */
export const CHAIN_SWITCH_MS = 2_000;

export function chainSwitchGoal(ms: number): GoalResult {
  return {
    text: `choosing the fast chain in the selector showed its balance after ${(ms / 1000).toFixed(2)} s (goal: under ${CHAIN_SWITCH_MS / 1000} s)`,
    met: ms < CHAIN_SWITCH_MS,
  };
}
