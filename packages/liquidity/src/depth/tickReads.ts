// Issue #42: the initialised ticks of a pool in the chart's visible window, read in one multicall
// batch. It reuses @dex/router's TickLens reader (the split search's): one
// `getPopulatedTicksInWord` per tick-bitmap word answers that word's ticks with their
// liquidityNet, so no second bitmap-then-ticks reader exists beside it.
import {
  type ChainAnswer,
  type ContractCall,
  decodeAnswer,
  type ParseErrorHandler,
} from '@dex/primitives';
import {
  decodePopulatedTicksInWord,
  type PopulatedTick,
  populatedTicksInWordCall,
  TICK_LENS_WORD_GAS,
} from '@dex/router';
import { usableTickLimits } from './prices';

export type { PopulatedTick } from '@dex/router';

/**
 * Most bitmap words one window reads. A word spans 256 usable ticks: at spacing 60 (0.3%) 64
 * words cover prices 1.0001^(64·256·60) ≈ 2.7e42 apart, so every real window; at spacing 1 (0.01%)
 * they cover ×5e7. Wider windows read the words nearest the current tick and leave the rest unknown.
 */
export const MAX_DEPTH_WORDS = 64;

/** Gas for each word call in a multicall batch (a full word of ticks; see @dex/router). */
export const DEPTH_WORD_GAS = TICK_LENS_WORD_GAS;

function wordOf(tick: number, tickSpacing: number): number {
  // The pool's TickBitmap.position: the compressed tick (rounded down) shifted right by 8.
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

/** The ticks one depth read covers: whole words, so liquidity inside them is fully known. */
export interface DepthTickRead {
  readonly words: readonly number[];
  readonly calls: readonly ContractCall[];
  /** The covered ticks, [tickLower, tickUpper): the words' span within the usable limits. */
  readonly tickLower: number;
  readonly tickUpper: number;
}

export interface DepthTickReadInput {
  readonly tickLensAddress: string;
  readonly poolAddress: string;
  readonly tickSpacing: number;
  /** The pool's current tick: always covered, since active liquidity is counted from it. */
  readonly tickCurrent: number;
  /** The visible window's ticks (either order; real numbers are fine). */
  readonly fromTick: number;
  readonly toTick: number;
  readonly maxWords?: number;
}

/** The bitmap words covering the visible window and the current tick, and their calls. */
export function depthTickRead(input: DepthTickReadInput): DepthTickRead {
  const { tickSpacing, tickCurrent } = input;
  const limits = usableTickLimits(tickSpacing);
  const clamp = (tick: number) => Math.min(limits.tickUpper, Math.max(limits.tickLower, tick));
  const low = clamp(Math.floor(Math.min(input.fromTick, input.toTick, tickCurrent)));
  const high = clamp(Math.ceil(Math.max(input.fromTick, input.toTick, tickCurrent)));
  const maxWords = Math.max(1, input.maxWords ?? MAX_DEPTH_WORDS);
  const lowest = wordOf(low, tickSpacing);
  const highest = wordOf(high, tickSpacing);
  // Too wide: keep the words nearest the current tick, as many on each side as fit.
  const centre = wordOf(clamp(tickCurrent), tickSpacing);
  let first = Math.max(lowest, centre - Math.floor((maxWords - 1) / 2));
  const last = Math.min(highest, first + maxWords - 1);
  first = Math.max(lowest, last - maxWords + 1);
  const words: number[] = [];
  for (let word = first; word <= last; word++) words.push(word);
  return {
    words,
    calls: words.map((word) =>
      populatedTicksInWordCall(input.tickLensAddress, input.poolAddress, word),
    ),
    tickLower: Math.max(limits.tickLower, first * 256 * tickSpacing),
    tickUpper: Math.min(limits.tickUpper, (last + 1) * 256 * tickSpacing),
  };
}

/**
 * The initialised ticks from the answers to `depthTickRead(...).calls`, lowest first: undefined
 * while any is loading, null when any failed or is malformed (also told to `onParseError`).
 */
export function decodeDepthTicks(
  answers: readonly ChainAnswer[],
  onParseError?: ParseErrorHandler,
): ChainAnswer<readonly PopulatedTick[]> {
  if (answers.some((answer) => answer === undefined)) return undefined;
  const ticks: PopulatedTick[] = [];
  for (const answer of answers) {
    if (!answer || answer === '0x') return null;
    const decoded = decodeAnswer(answer, decodePopulatedTicksInWord, onParseError);
    if (!decoded) return null;
    ticks.push(...decoded);
  }
  return ticks.sort((a, b) => a.tick - b.tick);
}
