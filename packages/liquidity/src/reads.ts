// How the rules that need several rounds of chain reads take them: the caller answers each round
// (from a multicall watch, a provider, or a test's table), so the rules stay free of I/O.
import type { ChainAnswer, ContractCall } from '@dex/primitives';

/** The answers to `calls`, in order, in the one answer contract (`ChainAnswer`). */
export type ReadAnswers = (calls: readonly ContractCall[]) => readonly ChainAnswer[];
