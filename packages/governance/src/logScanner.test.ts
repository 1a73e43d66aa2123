import type { RequestFunction } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { GOVERNOR_INTERFACE } from './abi';
import {
  createLogSpan,
  fetchLogsAdaptively,
  MAX_RATE_REFUSALS,
  type RawLog,
  rateRefusalPauseMs,
} from './logScanner';
import {
  createProposalLogCache,
  createProposalLogScanner,
  fetchProposalCreatedLogs,
} from './proposals';

const GOVERNOR = '0x00000000000000000000000000000000000000aa';
const PROPOSER = '0x00000000000000000000000000000000000000bb';

/** A ProposalCreated log as a node returns it. */
function proposalLog(id: number, block: number): RawLog {
  const event = GOVERNOR_INTERFACE.getEvent('ProposalCreated');
  if (!event) throw new Error('no event');
  const { data, topics } = GOVERNOR_INTERFACE.encodeEventLog(event, [
    id,
    PROPOSER,
    [GOVERNOR],
    [0],
    [''],
    ['0x'],
    block + 1,
    block + 10,
    `# Proposal ${id}`,
  ]);
  return { data, topics, blockNumber: `0x${block.toString(16)}` };
}

interface FakeProviderOptions {
  /** Proposal id -> block it was created in. */
  readonly proposals: ReadonlyArray<readonly [number, number]>;
  /** Refuse ranges wider than this, with `rangeError`'s text. */
  readonly maxRange?: number;
  readonly rangeError?: (limit: number) => unknown;
  /** Refuse answers with more logs than this (Infura's text). */
  readonly maxResults?: number;
  /** Refuses every request with this (an outage). */
  readonly failWith?: unknown;
}

/** A node with the given history and a public endpoint's limits; records every eth_getLogs. */
function fakeProvider(options: FakeProviderOptions) {
  const asked: Array<[number, number]> = [];
  let failWith = options.failWith;
  let inFlight = 0;
  let maxInFlight = 0;
  const request: RequestFunction = async ({ method, params }) => {
    if (method !== 'eth_getLogs') throw new Error(`unexpected ${method}`);
    const [filter] = params as [{ fromBlock: string; toBlock: string; address: string }];
    const from = Number(filter.fromBlock);
    const to = Number(filter.toBlock);
    asked.push([from, to]);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await Promise.resolve();
      if (failWith) throw failWith;
      if (options.maxRange !== undefined && to - from + 1 > options.maxRange) {
        throw (
          options.rangeError?.(options.maxRange) ?? {
            code: -32600,
            message: 'block range is too wide',
          }
        );
      }
      const logs = options.proposals
        .filter(([, block]) => block >= from && block <= to)
        .map(([id, block]) => proposalLog(id, block));
      if (options.maxResults !== undefined && logs.length > options.maxResults) {
        throw {
          code: -32005,
          message: `query returned more than ${options.maxResults} results`,
        };
      }
      return logs;
    } finally {
      inFlight -= 1;
    }
  };
  return {
    request,
    asked,
    maxInFlight: () => maxInFlight,
    recover: () => {
      failWith = undefined;
    },
  };
}

describe('fetchProposalCreatedLogs: adaptive ranges', () => {
  it('a permissive provider is asked once, for the whole range from the deployment block', async () => {
    const node = fakeProvider({
      proposals: [
        [1, 12_600_000],
        [2, 15_000_000],
      ],
    });
    const logs = await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 12_543_659,
      toBlock: 21_000_000,
    });
    expect(node.asked).toEqual([[12_543_659, 21_000_000]]);
    expect(logs.map((log) => log.id)).toEqual([1, 2]);
  });

  it('a provider with an unnamed range limit: halves until accepted, then keeps that span', async () => {
    const node = fakeProvider({
      proposals: [
        [1, 5],
        [2, 900],
      ],
      maxRange: 300,
    });
    const logs = await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 0,
      toBlock: 999,
    });
    expect(logs.map((log) => log.id)).toEqual([1, 2]);
    // 1000 refused, 500 refused, 250 accepted; then 250 at a time, never refused again.
    expect(node.asked).toEqual([
      [0, 999],
      [0, 499],
      [0, 249],
      [250, 499],
      [500, 749],
      [750, 999],
    ]);
  });

  it('a provider that names its limit is asked in ranges of that limit at once: 1 + range/limit requests', async () => {
    const node = fakeProvider({
      proposals: [[1, 10_000_100]],
      maxRange: 10_000,
      rangeError: (limit) => ({
        code: -32614,
        message: `eth_getLogs is limited to a ${limit.toLocaleString('en')} range`,
      }),
    });
    await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 10_000_000,
      toBlock: 10_049_999,
    });
    expect(node.asked).toHaveLength(1 + 50_000 / 10_000);
    expect(node.asked.slice(1).every(([from, to]) => to - from + 1 === 10_000)).toBe(true);
  });

  it('too many results: narrows only where the history is dense and widens again after', async () => {
    // 8 proposals close together in the middle of a long quiet history; at most 3 per answer.
    const dense = Array.from({ length: 8 }, (_, i) => [i + 1, 5_000 + i * 10] as const);
    const node = fakeProvider({ proposals: dense, maxResults: 3 });
    const logs = await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 0,
      toBlock: 1_000_000,
    });
    expect(logs.map((log) => log.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every block was covered once, in order, with no gap and no overlap.
    const accepted = node.asked.filter(
      ([from, to]) => dense.filter(([, block]) => block >= from && block <= to).length <= 3,
    );
    for (let i = 1; i < accepted.length; i++) {
      expect(accepted[i]?.[0]).toBe((accepted[i - 1]?.[1] ?? 0) + 1);
    }
    expect(accepted.at(-1)?.[1]).toBe(1_000_000);
    // Far fewer than the 100 fixed 10,000-block pieces the old reader needed.
    expect(node.asked.length).toBeLessThan(40);
  });

  it('a cache resumes where the last fetch stopped', async () => {
    const node = fakeProvider({
      proposals: [
        [1, 20],
        [2, 40],
      ],
    });
    const cache = createProposalLogCache(10);
    await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      toBlock: 30,
      cache,
    });
    await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      toBlock: 45,
      cache,
    });
    expect(node.asked).toEqual([
      [10, 30],
      [31, 45],
    ]);
    expect(cache.logs.map((log) => log.id)).toEqual([1, 2]);
  });

  it('other failures and a refused single block are thrown, not retried smaller', async () => {
    const outage = fakeProvider({
      proposals: [],
      failWith: { status: 502, message: '502: Bad Gateway' },
    });
    await expect(
      fetchProposalCreatedLogs({ request: outage.request, governor: GOVERNOR, toBlock: 1_000 }),
    ).rejects.toMatchObject({ status: 502 });
    expect(outage.asked).toHaveLength(1);

    const span = createLogSpan();
    const refuseAll: RequestFunction = async () => {
      throw { code: -32005, message: 'query returned more than 10000 results' };
    };
    await expect(
      fetchLogsAdaptively({
        request: refuseAll,
        address: GOVERNOR,
        topics: [],
        fromBlock: 0,
        toBlock: 7,
        span,
        onLogs: () => {},
      }),
    ).rejects.toMatchObject({ code: -32005 });
    expect(span.span).toBe(1);
  });
});

describe('fetchLogsAdaptively: rate limits (HTTP 429)', () => {
  const tooManyRequests = { status: 429, message: '429: Too Many Requests' };

  it('pauses longer after each refusal in a row before asking again, then goes on', async () => {
    const asked: Array<[number, number]> = [];
    let refusalsLeft = 3;
    const request: RequestFunction = async ({ params }) => {
      const [filter] = params as [{ fromBlock: string; toBlock: string }];
      asked.push([Number(filter.fromBlock), Number(filter.toBlock)]);
      if (refusalsLeft > 0) {
        refusalsLeft--;
        throw tooManyRequests;
      }
      return [];
    };
    const pauses: number[] = [];
    const scanned: number[] = [];
    await fetchLogsAdaptively({
      request,
      address: GOVERNOR,
      topics: [],
      fromBlock: 0,
      toBlock: 799,
      onLogs: (_logs, to) => scanned.push(to),
      wait: async (ms) => {
        pauses.push(ms);
      },
    });
    expect(pauses).toEqual([1000, 2000, 4000]);
    // Each refusal also narrows the next request (cheaper for a loaded provider to serve).
    expect(asked.slice(0, 4)).toEqual([
      [0, 799],
      [0, 399],
      [0, 199],
      [0, 99],
    ]);
    expect(scanned.at(-1)).toBe(799);
  });

  it('a one-block request is asked again after the pause; five refusals in a row are thrown', async () => {
    let calls = 0;
    const request: RequestFunction = async () => {
      calls++;
      throw tooManyRequests;
    };
    const pauses: number[] = [];
    await expect(
      fetchLogsAdaptively({
        request,
        address: GOVERNOR,
        topics: [],
        fromBlock: 5,
        toBlock: 5,
        onLogs: () => {},
        wait: async (ms) => {
          pauses.push(ms);
        },
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(MAX_RATE_REFUSALS);
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    expect(rateRefusalPauseMs(9)).toBe(8000);
  });
});

describe('createProposalLogScanner: fetch once, then only new blocks, one scan at a time', () => {
  it('never runs two scans at once; blocks arriving during a scan are one follow-up scan', async () => {
    const node = fakeProvider({
      proposals: [
        [1, 100],
        [2, 205],
      ],
    });
    const scanner = createProposalLogScanner({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 50,
    });
    // A new block every tick while the first scan is still in flight.
    const first = scanner.scanTo(200);
    const second = scanner.scanTo(201);
    const third = scanner.scanTo(210);
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(node.maxInFlight()).toBe(1);
    expect(node.asked).toEqual([
      [50, 200],
      [201, 210],
    ]);
    expect(c.map((log) => log.id)).toEqual([1, 2]);
    expect(a).toBe(c);
    expect(b).toBe(c);
    // An already scanned block costs nothing; a new one costs one request for just that block.
    await scanner.scanTo(205);
    await scanner.scanTo(211);
    expect(node.asked.at(-1)).toEqual([211, 211]);
    expect(node.asked).toHaveLength(3);
    expect(scanner.getSnapshot().toBlock).toBe(211);
  });

  it('tells subscribers about each scanned range; a failed scan is resumed, not restarted', async () => {
    const node = fakeProvider({
      proposals: [[1, 10]],
      failWith: { code: -32603, message: 'internal error' },
    });
    const scanner = createProposalLogScanner({ request: node.request, governor: GOVERNOR });
    const seen: number[] = [];
    scanner.subscribe(() => seen.push(scanner.getSnapshot().toBlock));
    await expect(scanner.scanTo(20)).rejects.toMatchObject({ code: -32603 });
    expect(scanner.getSnapshot()).toEqual({ items: [], toBlock: -1 });
    node.recover();
    const logs = await scanner.scanTo(25);
    expect(logs.map((log) => log.id)).toEqual([1]);
    expect(node.asked).toEqual([
      [0, 20],
      [0, 25],
    ]);
    expect(seen).toEqual([25]);
  });

  it('skips logs that do not decode as ProposalCreated and never lists a proposal twice', async () => {
    const good = proposalLog(7, 3);
    const request: RequestFunction = async () => [
      good,
      { ...good },
      { topics: ['0x01'], data: '0x', blockNumber: '0x3' },
    ];
    const scanner = createProposalLogScanner({ request, governor: GOVERNOR });
    expect((await scanner.scanTo(5)).map((log) => log.id)).toEqual([7]);
  });
});
