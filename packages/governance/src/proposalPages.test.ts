import { describe, expect, it } from 'vitest';
import { FAKE_GOVERNOR, fakeGovernorEndpoint } from '../test/fakeGovernorEndpoint';
import { LogScanError } from './logScanner';
import {
  CREATION_LOG_WINDOW,
  createMovedProposalSearch,
  createProposalDescriptions,
  creationSearchRange,
  findMovedProposalLogs,
  newestProposalIds,
  proposalCreationWindow,
  readProposalPage,
} from './proposalPages';

const HEAD = 20_000_000;

describe('readProposalPage: the newest proposals first, at a cost the chain length does not change', () => {
  for (const maxRange of [10, 50, 10_000]) {
    it(`a ${maxRange}-block endpoint: the first ten with their text in at most 30 requests, the same 10,000,000 blocks later`, async () => {
      const costs: number[] = [];
      for (const head of [HEAD, HEAD + 10_000_000]) {
        const node = fakeGovernorEndpoint({ head, proposals: 30, maxRange });
        const page = await readProposalPage({
          request: node.request,
          governor: FAKE_GOVERNOR,
          readCalls: node.readCalls,
        });
        expect(page.proposals.map((proposal) => proposal.id)).toEqual([
          30, 29, 28, 27, 26, 25, 24, 23, 22, 21,
        ]);
        expect(page.proposals.every((proposal) => proposal.descriptionLoaded)).toBe(true);
        expect(page.proposals[0]?.title).toBe('Proposal 30');
        expect(page.proposals[9]?.description).toBe('# Proposal 21\n\nText of proposal 21.');
        expect(page.error).toBeUndefined();
        // Two multicalls and one eth_getLogs per proposal, none refused.
        expect(node.counts).toEqual({ requests: 12, getLogs: 10, refused: 0 });
        costs.push(node.counts.requests);
      }
      expect(costs[1]).toBe(costs[0]);
    });
  }

  it('older pages on demand, each as cheap as the first, until the oldest proposal', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 25, maxRange: 10 });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    const read = (before?: number) =>
      readProposalPage({
        request: node.request,
        governor: FAKE_GOVERNOR,
        readCalls: node.readCalls,
        descriptions,
        ...(before === undefined ? {} : { before }),
      });
    const first = await read();
    expect(first.next).toBe(16);
    const before = node.counts.requests;
    const second = await read(first.next);
    expect(second.proposals.map((proposal) => proposal.id)).toEqual([
      15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
    ]);
    expect(node.counts.requests - before).toBe(12);
    const third = await read(second.next);
    expect(third.proposals.map((proposal) => proposal.title)).toEqual([
      'Proposal 5',
      'Proposal 4',
      'Proposal 3',
      'Proposal 2',
      'Proposal 1',
    ]);
    expect(third.next).toBeUndefined();
  });

  it('without a multicall each read is its own eth_call: two more per proposal, still no history scan', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 30, maxRange: 10 });
    const page = await readProposalPage({ request: node.request, governor: FAKE_GOVERNOR });
    expect(page.proposals.filter((proposal) => proposal.descriptionLoaded)).toHaveLength(10);
    expect(node.counts).toEqual({ requests: 32, getLogs: 10, refused: 0 });
  });

  it('an endpoint narrower than the window: the window is narrowed the learned way, and the next proposals start there', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 30, maxRange: 3 });
    const page = await readProposalPage({
      request: node.request,
      governor: FAKE_GOVERNOR,
      readCalls: node.readCalls,
    });
    expect(page.proposals.every((proposal) => proposal.descriptionLoaded)).toBe(true);
    // Each window is ten blocks: four requests of three once the limit is known.
    expect(node.counts.getLogs).toBeLessThanOrEqual(10 * 4 + 8);
  });

  it('a node refusing every eth_getLogs: the page still lists its proposals, without text, with the error', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 12, refuseLogs: true });
    const page = await readProposalPage({
      request: node.request,
      governor: FAKE_GOVERNOR,
      readCalls: node.readCalls,
    });
    expect(page.proposals.map((proposal) => proposal.id)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(page.proposals.some((proposal) => proposal.descriptionLoaded)).toBe(false);
    expect(page.proposals[0]?.forCount).toBe(12n * 10n ** 18n);
    expect(page.error).toBeInstanceOf(LogScanError);
    expect(page.error?.reason).toBe('refused');
    expect(page.error?.detail).toBe('invalid params');
  });
});

describe('createProposalDescriptions', () => {
  const locations = (node: ReturnType<typeof fakeGovernorEndpoint>, ids: number[]) =>
    ids.map((id) => ({ id, startBlock: node.createdAt(id) + 1 }));

  it('asks once per proposal: loading the same page again on the next block costs nothing', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 5, maxRange: 10 });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    const seen: number[] = [];
    descriptions.subscribe(() => seen.push(descriptions.getSnapshot().logs.size));
    await Promise.all([
      descriptions.load(locations(node, [5, 4]), 1),
      descriptions.load(locations(node, [5, 4]), 1),
    ]);
    await descriptions.load(locations(node, [5, 4]), 1);
    expect(node.counts.getLogs).toBe(2);
    expect([...descriptions.getSnapshot().logs.keys()].sort()).toEqual([4, 5]);
    expect(seen.at(-1)).toBe(2);
  });

  it('a refused proposal is not asked again until retry, then is', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 3, refuseLogs: true });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    await descriptions.load(locations(node, [3]), 1);
    const asked = node.counts.getLogs;
    expect(descriptions.getSnapshot().error).toBeInstanceOf(LogScanError);
    await descriptions.load(locations(node, [3]), 1);
    expect(node.counts.getLogs).toBe(asked);
    descriptions.retry();
    expect(descriptions.getSnapshot().error).toBeUndefined();
    await descriptions.load(locations(node, [3]), 1);
    expect(node.counts.getLogs).toBe(asked * 2);
  });

  it('a start block after the chain head (moved by hand): missing without a request', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 3 });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    await descriptions.load([{ id: 3, startBlock: HEAD + 1_000_000 }], 1, HEAD);
    expect([...descriptions.getSnapshot().missing]).toEqual([3]);
    expect(node.counts.getLogs).toBe(0);
  });

  it('a creation log that is not where startBlock says: listed as missing, asked for once', async () => {
    const node = fakeGovernorEndpoint({ head: HEAD, proposals: 3, misplaced: [2] });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    await descriptions.load(locations(node, [3, 2]), 1);
    await descriptions.load(locations(node, [3, 2]), 1);
    const snapshot = descriptions.getSnapshot();
    expect([...snapshot.logs.keys()]).toEqual([3]);
    expect([...snapshot.missing]).toEqual([2]);
    expect(node.counts.getLogs).toBe(2);
  });
});

describe('where a creation log is', () => {
  it("ends at GovernorAlpha's creation block (startBlock - votingDelay) and spans the window", () => {
    expect(proposalCreationWindow(20_000_001, 1)).toEqual({
      fromBlock: 20_000_000 - (CREATION_LOG_WINDOW - 1),
      toBlock: 20_000_000,
    });
    expect(proposalCreationWindow(3, 1)).toEqual({ fromBlock: 0, toBlock: 2 });
  });

  it('newest ids first, never below 1', () => {
    expect(newestProposalIds(12, 10)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(newestProposalIds(3, 10)).toEqual([3, 2, 1]);
    expect(newestProposalIds(0, 10)).toEqual([]);
  });
});

describe('findMovedProposalLogs: a creation log not at its start block is searched between its neighbours', () => {
  it('bounds the range by the nearest older and newer creations found, within the floor and the head', () => {
    const found = new Map([
      [3, { blockNumber: 300 }],
      [5, { blockNumber: 500 }],
      [9, { blockNumber: 900 }],
    ]);
    expect(creationSearchRange(6, found, 100, 1_000)).toEqual({ fromBlock: 500, toBlock: 900 });
    expect(creationSearchRange(10, found, 100, 1_000)).toEqual({ fromBlock: 900, toBlock: 1_000 });
    expect(creationSearchRange(1, found, 100, 1_000)).toEqual({ fromBlock: 100, toBlock: 300 });
    expect(creationSearchRange(4, new Map(), 100, 1_000)).toEqual({
      fromBlock: 100,
      toBlock: 1_000,
    });
  });

  it('finds the moved log in far fewer requests than a search of the whole history', async () => {
    const options = { head: HEAD, proposals: 10, spread: 100_000, maxRange: 1_000, misplaced: [7] };
    const floor = HEAD - 100_000;
    const search = async (withNeighbours: boolean) => {
      const node = fakeGovernorEndpoint(options);
      const descriptions = createProposalDescriptions({
        request: node.request,
        governor: FAKE_GOVERNOR,
      });
      await readProposalPage({
        request: node.request,
        governor: FAKE_GOVERNOR,
        readCalls: node.readCalls,
        descriptions,
      });
      const snapshot = descriptions.getSnapshot();
      const missing = [...snapshot.missing];
      expect(missing).toEqual([7]);
      const found = withNeighbours ? snapshot.logs : new Map();
      const before = node.counts.getLogs;
      const logs = await findMovedProposalLogs({
        request: node.request,
        governor: FAKE_GOVERNOR,
        ids: missing,
        found,
        floor,
        latest: HEAD,
      });
      expect(logs.get(7)?.description).toBe('# Proposal 7\n\nText of proposal 7.');
      return node.counts.getLogs - before;
    };
    const bounded = await search(true);
    const whole = await search(false);
    expect(bounded).toBeLessThan(whole / 4);
  });
});

describe('createMovedProposalSearch: each moved proposal searched once, again after retry', () => {
  it('adds the moved log, asks nothing more on the next block, and searches again after retry', async () => {
    const node = fakeGovernorEndpoint({
      head: HEAD,
      proposals: 10,
      spread: 100_000,
      maxRange: 1_000,
      misplaced: [7],
    });
    const descriptions = createProposalDescriptions({
      request: node.request,
      governor: FAKE_GOVERNOR,
    });
    await readProposalPage({
      request: node.request,
      governor: FAKE_GOVERNOR,
      readCalls: node.readCalls,
      descriptions,
    });
    const snapshot = descriptions.getSnapshot();
    const search = createMovedProposalSearch({
      request: node.request,
      governor: FAKE_GOVERNOR,
      floor: HEAD - 100_000,
    });
    const logs = new Map(snapshot.logs);
    expect(await search.add([...snapshot.missing], logs, HEAD)).toBeUndefined();
    expect(logs.get(7)?.id).toBe(7);
    const asked = node.counts.getLogs;
    const nextBlock = new Map(snapshot.logs);
    await search.add([...snapshot.missing], nextBlock, HEAD + 1);
    expect(node.counts.getLogs).toBe(asked);
    expect(nextBlock.get(7)?.id).toBe(7);
    search.retry();
    await search.add([...snapshot.missing], new Map(snapshot.logs), HEAD + 1);
    expect(node.counts.getLogs).toBeGreaterThan(asked);
  });
});
