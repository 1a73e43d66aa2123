// The creation logs of the proposals a page shows, on every chain and governor an app meets: one
// description reader (the logs at the proposals' start blocks) and one search for the logs not
// there per chain and governor, all sharing one memory of what each endpoint's eth_getLogs allows.
import type { RequestFunction } from '@dex/primitives';
import type { LogScanError } from './logScanner';
import type { LogSpanMemory } from './logSpanMemory';
import type { DescriptionTarget } from './proposalList';
import {
  createMovedProposalSearch,
  createProposalDescriptions,
  type MovedProposalSearch,
  type ProposalDescriptions,
} from './proposalPages';
import type { ProposalCreatedLog } from './proposals';

/** The logs found so far, and why a read failed (undefined if none did). */
export interface ProposalLogsState {
  readonly logs: ReadonlyMap<number, ProposalCreatedLog>;
  readonly error: LogScanError | undefined;
}

/** The endpoint the reads go through: its URL keys what it allows. */
export interface LogEndpoint {
  readonly url: string;
  readonly request: RequestFunction;
}

export interface ProposalLogReads {
  /**
   * Reads the logs of `target`'s proposals not read yet, then searches (from `floor`, the
   * governor's deployment block) for those not at their start blocks. `latestBlock` is asked
   * before the reads and again before the search. Without a block nothing is read (the logs
   * known so far are given back): call `load` again once the chain's head is known.
   */
  load(
    target: DescriptionTarget,
    floor: number,
    endpoint: LogEndpoint,
    latestBlock: () => number | undefined,
  ): Promise<ProposalLogsState>;
  /** Asks the refused reads and searches of a governor again on its next load (Retry). */
  retry(chainId: number, governor: string): void;
}

/** `spanMemory` is made on the first read (e.g. over the app's storage). */
export function createProposalLogReads(options: {
  readonly spanMemory: () => LogSpanMemory;
}): ProposalLogReads {
  let memory: LogSpanMemory | undefined;
  const descriptions = new Map<string, ProposalDescriptions>();
  const searches = new Map<string, MovedProposalSearch>();
  // A reader is bound to the endpoint it reads through: the same chain and governor behind another
  // endpoint (the app's RPC URL changed, another node of a test) get readers of their own, so no
  // read goes to a node other than the one asked, with locations that node never gave.
  const keyOf = (chainId: number, governor: string, url: string) => `${chainId}:${governor}:${url}`;
  const urls = new Set<string>();
  const slot = (chainId: number, endpoint: LogEndpoint) => {
    memory ??= options.spanMemory();
    return { memory, endpoint: endpoint.url, chainId };
  };

  return {
    async load(target, floor, endpoint, latestBlock) {
      const key = keyOf(target.chainId, target.governor, endpoint.url);
      const head = latestBlock();
      // No read before the chain's head is known: a proposal whose start block the governor moved
      // past the head would be asked for a block the node refuses, and stay failed instead of
      // searched.
      if (head === undefined) {
        const known = descriptions.get(key)?.getSnapshot();
        return { logs: known?.logs ?? new Map(), error: known?.error };
      }
      urls.add(endpoint.url);
      let loader = descriptions.get(key);
      if (!loader) {
        loader = createProposalDescriptions({
          request: endpoint.request,
          governor: target.governor,
          spanMemory: slot(target.chainId, endpoint),
        });
        descriptions.set(key, loader);
      }
      // Known proposals cost nothing; the new ones are read at once (one batch through the transport).
      await loader.load(target.locations, target.votingDelay, head);
      const { logs, error, missing } = loader.getSnapshot();
      const moved = target.locations.map(({ id }) => id).filter((id) => missing.has(id));
      // The head again: it may have moved on during the reads (never back to unknown).
      const block = latestBlock() ?? head;
      if (!moved.length) return { logs, error };
      let search = searches.get(key);
      if (!search) {
        search = createMovedProposalSearch({
          request: endpoint.request,
          governor: target.governor,
          floor,
          spanMemory: slot(target.chainId, endpoint),
        });
        searches.set(key, search);
      }
      const found = new Map(logs);
      const failure = await search.add(moved, found, block);
      return { logs: found, error: error ?? failure };
    },
    retry(chainId, governor) {
      for (const url of urls) {
        descriptions.get(keyOf(chainId, governor, url))?.retry();
        searches.get(keyOf(chainId, governor, url))?.retry();
      }
    },
  };
}
