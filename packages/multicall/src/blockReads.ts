// Reads the multicall contract cannot make for you (a static call from a given sender, a receipt)
// once per observed block, inside that block's JSON-RPC batch, so they cost no request of their own.
import type { BlockTracker } from './blockTracker';

/**
 * Calls `read` once for each block the tracker observes (its `readBlockNumber`: on a chain with a
 * minimum read interval, at most once per interval), at the moment that block's requests go
 * out: at each regular poll (so its requests ride the poll's batch; the poll's block is not known
 * yet, so read at tag `latest`), and, for a block that arrived without a poll (a push source), as
 * that block is published. A block revealed by a poll is not read again when it is published.
 * (A poll that finds no new block leaves its read standing for the next block published; that can
 * only be a pushed block right after the push source went live, read one block late, once.)
 * The first read is the caller's. Returns the function that stops it.
 */
export function readEachBlock(tracker: BlockTracker, read: () => void): () => void {
  // Set by a poll's read; the next newly published block is the one that poll revealed, if any.
  let readAtPoll = false;
  let lastBlock = tracker.getSnapshot().readBlockNumber;
  const stopPolls = tracker.onPoll(() => {
    readAtPoll = true;
    read();
  });
  const stopBlocks = tracker.subscribe(() => {
    // The block reads follow (paced on a fast chain), not every block learnt.
    const blockNumber = tracker.getSnapshot().readBlockNumber;
    if (blockNumber === undefined || blockNumber === lastBlock) return;
    lastBlock = blockNumber;
    if (readAtPoll) {
      readAtPoll = false;
      return;
    }
    read();
  });
  return () => {
    stopPolls();
    stopBlocks();
  };
}
