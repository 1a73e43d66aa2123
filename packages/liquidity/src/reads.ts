// How the rules that need several rounds of chain reads take them: the caller answers each round
// (from a multicall watch, a provider, or a test's table), so the rules stay free of I/O.
import type { ContractCall } from '@dex/primitives';

/**
 * The answers to `calls`, in order: the data, null for a failed or empty read (no contract), or
 * undefined while it is unanswered.
 */
export type ReadAnswers = (
  calls: readonly ContractCall[],
) => readonly (string | null | undefined)[];

/** True while any answer of a round is missing. */
export const unanswered = (answers: readonly (string | null | undefined)[]): boolean =>
  answers.some((answer) => answer === undefined);
