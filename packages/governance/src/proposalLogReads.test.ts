import { expect, it } from 'vitest';
import { FAKE_GOVERNOR, fakeGovernorEndpoint } from '../test/fakeGovernorEndpoint';
import { createLogSpanMemory } from './logSpanMemory';
import { createProposalLogReads } from './proposalLogReads';
import { readProposalPage } from './proposalPages';

const HEAD = 20_000_000;

it('reads the logs at their start blocks, searches for a moved one, once until Retry', async () => {
  const node = fakeGovernorEndpoint({
    head: HEAD,
    proposals: 10,
    spread: 100_000,
    maxRange: 1_000,
    misplaced: [7],
  });
  const page = await readProposalPage({
    request: node.request,
    governor: FAKE_GOVERNOR,
    readCalls: node.readCalls,
  });
  const target = {
    chainId: 1,
    governor: FAKE_GOVERNOR,
    votingDelay: 1,
    locations: page.proposals.map(({ id, startBlock }) => ({ id, startBlock })),
  };
  let memories = 0;
  const reads = createProposalLogReads({
    spanMemory: () => {
      memories += 1;
      return createLogSpanMemory();
    },
  });
  const endpoint = { url: 'https://rpc.test', request: node.request };
  const first = await reads.load(target, HEAD - 100_000, endpoint, () => HEAD);
  expect(first.error).toBeUndefined();
  expect([...first.logs.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const asked = node.counts.getLogs;
  const again = await reads.load(target, HEAD - 100_000, endpoint, () => HEAD + 1);
  expect(again.logs.get(7)?.id).toBe(7);
  expect(node.counts.getLogs).toBe(asked);
  reads.retry(1, FAKE_GOVERNOR);
  await reads.load(target, HEAD - 100_000, endpoint, () => HEAD + 1);
  expect(node.counts.getLogs).toBeGreaterThan(asked);
  expect(memories).toBe(1);
});

it('reads nothing without a latest block, and everything once the head arrives', async () => {
  const node = fakeGovernorEndpoint({ head: HEAD, proposals: 3, misplaced: [2] });
  const page = await readProposalPage({ request: node.request, governor: FAKE_GOVERNOR });
  const reads = createProposalLogReads({ spanMemory: () => createLogSpanMemory() });
  const target = {
    chainId: 1,
    governor: FAKE_GOVERNOR,
    votingDelay: 1,
    locations: page.proposals.map(({ id, startBlock }) => ({ id, startBlock })),
  };
  const endpoint = { url: 'https://rpc.test', request: node.request };
  const asked = node.counts.getLogs;
  const before = await reads.load(target, 0, endpoint, () => undefined);
  expect(before.logs.size).toBe(0);
  expect(before.error).toBeUndefined();
  expect(node.counts.getLogs).toBe(asked);
  const after = await reads.load(target, 0, endpoint, () => HEAD);
  expect(after.error).toBeUndefined();
  expect([...after.logs.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3]);
});

it('reads through the endpoint it is given: the same chain and governor behind another node', async () => {
  const long = fakeGovernorEndpoint({ head: HEAD, proposals: 3, spread: 100_000 });
  const short = fakeGovernorEndpoint({ head: 500, proposals: 3, spread: 100 });
  const reads = createProposalLogReads({ spanMemory: () => createLogSpanMemory() });
  for (const [node, url, head] of [
    [long, 'https://long.test', HEAD],
    [short, 'https://short.test', 500],
  ] as const) {
    const page = await readProposalPage({ request: node.request, governor: FAKE_GOVERNOR });
    const target = {
      chainId: 31337,
      governor: FAKE_GOVERNOR,
      votingDelay: 1,
      locations: page.proposals.map(({ id, startBlock }) => ({ id, startBlock })),
    };
    const before = node.counts.getLogs;
    const state = await reads.load(target, 0, { url, request: node.request }, () => head);
    expect(state.error).toBeUndefined();
    expect([...state.logs.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3]);
    expect(node.counts.getLogs).toBeGreaterThan(before);
  }
});
