import { createMemoryStorage, type RequestFunction } from '@dex/primitives';
import { seededRandom } from '@dex-tooling/config/random';
import { describe, expect, it } from 'vitest';
import { GOVERNOR_INTERFACE } from './abi';
import {
  fetchLogsAdaptively,
  LogScanError,
  MAX_EXTRA_REFUSALS,
  MAX_RATE_REFUSALS,
  MAX_RETRY_AFTER_MS,
  ONE_BLOCK_ATTEMPTS,
  type RawLog,
  rateRefusalPauseMs,
} from './logScanner';
import { createLogSpan, createLogSpanMemory, LOG_SPAN_STORAGE_KEY } from './logSpanMemory';
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

  it('a provider with an unnamed range limit: halves until accepted, then finds the limit and keeps it', async () => {
    const node = fakeProvider({
      proposals: [
        [1, 5],
        [2, 900],
        [3, 9_999],
      ],
      maxRange: 300,
    });
    const span = createLogSpan();
    const logs = await fetchProposalCreatedLogs({
      request: node.request,
      governor: GOVERNOR,
      fromBlock: 0,
      toBlock: 9_999,
      cache: { toBlock: -1, logs: [], span },
    });
    expect(logs.map((log) => log.id)).toEqual([1, 2, 3]);
    // 10,000 refused, halved down to 312 (refused) and 156 (accepted), then bisected up to the limit.
    expect(node.asked.slice(0, 7)).toEqual([
      [0, 9_999],
      [0, 4_999],
      [0, 2_499],
      [0, 1_249],
      [0, 624],
      [0, 311],
      [0, 155],
    ]);
    expect(span.maxSpan).toBeLessThanOrEqual(300);
    expect(span.maxSpan).toBeGreaterThanOrEqual(300 - 300 / 32);
    // Once found, the limit is kept: every later request is accepted and as wide as it.
    const refusedAt = node.asked.map(([from, to]) => to - from + 1 > 300);
    const lastRefusal = refusedAt.lastIndexOf(true);
    const after = node.asked.slice(lastRefusal + 1, -1);
    expect(after.length).toBeGreaterThan(20);
    expect(after.every(([from, to]) => to - from + 1 === span.maxSpan)).toBe(true);
    expect(refusedAt.filter(Boolean).length).toBeLessThanOrEqual(12);
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

  it('a refusal that is not about size (an outage) narrows to one block, then is a LogScanError', async () => {
    const outage = fakeProvider({
      proposals: [],
      failWith: { status: 502, message: '502: Bad Gateway' },
    });
    const error = await fetchProposalCreatedLogs({
      request: outage.request,
      governor: GOVERNOR,
      toBlock: 1_000,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LogScanError);
    expect(error).toMatchObject({
      reason: 'refused',
      errorCode: 'governance/log-scan-failed',
      detail: '502: Bad Gateway',
      fromBlock: 0,
      toBlock: 0,
      cause: { status: 502 },
    });
    // 1,001 blocks halved down to one (9 requests), then the one block asked ONE_BLOCK_ATTEMPTS times.
    expect(outage.asked).toHaveLength(9 + ONE_BLOCK_ATTEMPTS);
    expect(outage.asked.at(-1)).toEqual([0, 0]);
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
    ).rejects.toMatchObject({ reason: 'rate-limited', cause: { status: 429 } });
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

  it('a failed scan is an error in the snapshot, keeps what it found and is resumed, not restarted', async () => {
    let failing = false;
    const asked: Array<[number, number]> = [];
    const request: RequestFunction = async ({ params }) => {
      const [filter] = params as [{ fromBlock: string; toBlock: string }];
      const [from, to] = [Number(filter.fromBlock), Number(filter.toBlock)];
      asked.push([from, to]);
      if (failing) throw { code: -32603, message: 'internal error' };
      return [proposalLog(1, 10), proposalLog(2, 30)].filter((log) => {
        const block = Number(log.blockNumber);
        return block >= from && block <= to;
      });
    };
    const scanner = createProposalLogScanner({ request, governor: GOVERNOR });
    const seen: Array<[number, string | undefined]> = [];
    scanner.subscribe(() => {
      const { toBlock, error } = scanner.getSnapshot();
      seen.push([toBlock, error?.reason]);
    });
    await scanner.scanTo(20);
    failing = true;
    const error = await scanner.scanTo(40).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LogScanError);
    // Not "still loading": the failure is in the snapshot, with the item found before it.
    const failed = scanner.getSnapshot();
    expect(failed.error).toBe(error);
    expect(failed.error?.detail).toBe('internal error');
    expect(failed.items.map((log) => log.id)).toEqual([1]);
    expect(failed.toBlock).toBe(20);
    failing = false;
    asked.length = 0;
    const logs = await scanner.scanTo(45);
    expect(logs.map((log) => log.id)).toEqual([1, 2]);
    // Resumed after block 20 with the span it had before the refusals (they taught nothing).
    expect(asked).toEqual([[21, 45]]);
    expect(scanner.getSnapshot().error).toBeUndefined();
    expect(seen).toEqual([
      [20, undefined],
      [20, 'refused'],
      [45, 'refused'],
      [45, undefined],
    ]);
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

/** A log for the generic endpoint below: its block and its place in the block. */
interface PlainLog extends RawLog {
  readonly logIndex: string;
}

const plainLog = (block: number, index: number): PlainLog => ({
  topics: [],
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
  logIndex: `0x${index.toString(16)}`,
});

/**
 * An endpoint over `logs` that answers `refuse(from, to, attempt)` with an error instead when it
 * returns one; `attempt` counts every eth_getLogs. Records what was asked.
 */
function endpoint(
  logs: readonly PlainLog[],
  refuse: (from: number, to: number, attempt: number) => unknown,
) {
  const asked: Array<[number, number]> = [];
  const request: RequestFunction = async ({ method, params }) => {
    if (method !== 'eth_getLogs') throw new Error(`unexpected ${method}`);
    const [filter] = params as [{ fromBlock: string; toBlock: string }];
    const from = Number(filter.fromBlock);
    const to = Number(filter.toBlock);
    asked.push([from, to]);
    const refusal = refuse(from, to, asked.length);
    if (refusal !== undefined) throw refusal;
    return logs.filter((log) => {
      const block = Number(log.blockNumber);
      return block >= from && block <= to;
    });
  };
  return { request, asked };
}

/** Runs a scan of `from..to` and returns what was delivered, in order, and the error if any. */
async function scan(
  request: RequestFunction,
  from: number,
  to: number,
  extra: Partial<Parameters<typeof fetchLogsAdaptively>[0]> = {},
) {
  const delivered: RawLog[] = [];
  const ranges: number[] = [];
  const error = await fetchLogsAdaptively({
    request,
    address: GOVERNOR,
    topics: [],
    fromBlock: from,
    toBlock: to,
    onLogs: (logs, end) => {
      delivered.push(...logs);
      ranges.push(end);
    },
    wait: async () => {},
    ...extra,
  }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { delivered, ranges, error };
}

/** Logs every 997 blocks from 100 (two in every seventh such block). */
function scatteredLogs(from: number, to: number): PlainLog[] {
  const logs: PlainLog[] = [];
  for (let block = from + 100, n = 0; block <= to; block += 997, n++) {
    logs.push(plainLog(block, 0));
    if (n % 7 === 0) logs.push(plainLog(block, 1));
  }
  return logs;
}

const rangeOver = (limit: number, text: (from: number) => unknown) => (from: number, to: number) =>
  to - from + 1 > limit ? text(from) : undefined;

describe('fetchLogsAdaptively: refusals are learned, not recognised', () => {
  const FROM = 20_000_000;
  const TO = 20_099_999; // 100,000 blocks
  const logs = scatteredLogs(FROM, TO);

  it("an unknown text (Cloudflare's 'Exceeded max range limit for eth_getLogs: 50'): jumps to the span it names and keeps to it", async () => {
    const node = endpoint(
      logs.filter((log) => Number(log.blockNumber) < FROM + 5_000),
      rangeOver(50, () => ({
        code: -32047,
        message: 'Exceeded max range limit for eth_getLogs: 50',
      })),
    );
    const span = createLogSpan();
    const { delivered, error } = await scan(node.request, FROM, FROM + 4_999, { span });
    expect(error).toBeUndefined();
    expect(delivered).toEqual(logs.filter((log) => Number(log.blockNumber) < FROM + 5_000));
    // Refused once, 50 accepted, 51 refused (the limit confirmed), then 50 at a time.
    expect(node.asked.slice(0, 4)).toEqual([
      [FROM, FROM + 4_999],
      [FROM, FROM + 49],
      [FROM + 50, FROM + 100],
      [FROM + 50, FROM + 99],
    ]);
    expect(node.asked).toHaveLength(2 + 5_000 / 50);
    expect(span.maxSpan).toBe(50);
  });

  it('a text that names nothing: halves until accepted, then bisects to the limit', async () => {
    const node = endpoint(
      logs,
      rangeOver(50, () => ({
        code: -32000,
        message: 'eth_getLogs failed, please contact support',
      })),
    );
    const span = createLogSpan();
    const { delivered, error } = await scan(node.request, FROM, TO, { span });
    expect(error).toBeUndefined();
    expect(delivered).toEqual(logs);
    expect(span.maxSpan).toBeGreaterThanOrEqual(49);
    expect(span.maxSpan).toBeLessThanOrEqual(50);
    const refused = node.asked.filter(([from, to]) => to - from + 1 > 50);
    expect(refused.length).toBeLessThanOrEqual(20);
    expect(node.asked.length).toBeLessThanOrEqual(20 + Math.ceil(100_000 / 49));
  });

  it("a text with a suggested range (Alchemy's free tier): asked in the range it says should work", async () => {
    const node = endpoint(
      logs,
      rangeOver(10, (from) => ({
        code: -32600,
        message: `Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range. Based on your parameters, this block range should work: [0x${from.toString(16)}, 0x${(from + 9).toString(16)}]`,
      })),
    );
    const span = createLogSpan();
    const { delivered, error } = await scan(node.request, FROM, FROM + 999, { span });
    expect(error).toBeUndefined();
    expect(delivered).toEqual(logs.filter((log) => Number(log.blockNumber) < FROM + 1_000));
    expect(node.asked.slice(0, 4)).toEqual([
      [FROM, FROM + 999],
      [FROM, FROM + 9],
      [FROM + 10, FROM + 20],
      [FROM + 10, FROM + 19],
    ]);
    expect(node.asked).toHaveLength(2 + 1_000 / 10);
    expect(span.maxSpan).toBe(10);
  });

  it.each([
    ['Please limit the query to at most 2000 blocks', 2_000],
    ['block range limit is 2,000', 2_000],
    ['Max range: 2K', 2_000],
  ])('a text stating a limit (%s) is taken as a hint and confirmed', async (message, limit) => {
    const node = endpoint(
      logs,
      rangeOver(limit, () => ({ code: -32000, message })),
    );
    const span = createLogSpan();
    const { delivered, error } = await scan(node.request, FROM, TO, { span });
    expect(error).toBeUndefined();
    expect(delivered).toEqual(logs);
    expect(span.maxSpan).toBe(limit);
    // The whole range and the one-block-wider probe are the only refusals.
    expect(node.asked.filter(([from, to]) => to - from + 1 > limit)).toHaveLength(2);
    expect(node.asked).toHaveLength(2 + 100_000 / limit);
  });

  it('a refusal that is not about size (invalid address): one block refused too, then an error; nothing learned', async () => {
    const invalid = {
      code: -32602,
      message:
        'invalid argument 0: json: cannot unmarshal hex string of odd length into Go struct field FilterCriteria.address of type common.Address',
    };
    const node = endpoint(logs, () => invalid);
    const span = createLogSpan();
    span.span = span.maxSpan = 5_000; // what an earlier scan learned
    span.refused = 5_001;
    const before = { ...span };
    const { delivered, error } = await scan(node.request, FROM, TO, { span });
    expect(delivered).toEqual([]);
    expect(error).toBeInstanceOf(LogScanError);
    expect(error).toMatchObject({
      reason: 'refused',
      fromBlock: FROM,
      toBlock: FROM,
      detail: invalid.message,
      cause: invalid,
    });
    // 5,000 halved down to one block: 13 requests, the last asked ONE_BLOCK_ATTEMPTS times.
    expect(node.asked).toHaveLength(12 + ONE_BLOCK_ATTEMPTS);
    expect(node.asked.at(-1)).toEqual([FROM, FROM]);
    // The refusals were not about size: the next scan starts from the span learned before them.
    expect(span).toEqual(before);
  });

  const RANDOM_REFUSALS: readonly unknown[] = [
    { code: -32000, message: 'header not found' },
    { code: -32603, message: 'internal error' },
    { code: -32005, message: 'query returned more than 10000 results' },
    { code: -32600, message: 'block range is too wide' },
    { status: 503, message: '503: Service Unavailable' },
    { status: 429, message: '429: Too Many Requests' },
    { status: 429, message: '429: Too Many Requests', retryAfter: '1' },
    new Error('Failed to send batch call'),
  ];

  it.each(Array.from({ length: 12 }, (_, seed) => seed + 1))(
    'a flaky endpoint refusing at random (seed %i): every log, in order, once; the requests bounded',
    async (seed) => {
      const roll = seededRandom(seed);
      const limit = 1 + Math.floor(roll() * 20_000);
      const node = endpoint(logs, (from, to) => {
        if (to - from + 1 > limit) return { code: -32000, message: 'range too large' };
        if (roll() < 0.3) return RANDOM_REFUSALS[Math.floor(roll() * RANDOM_REFUSALS.length)];
        return undefined;
      });
      const pauses: number[] = [];
      const { delivered, ranges, error } = await scan(node.request, FROM, TO, {
        wait: async (ms) => {
          pauses.push(ms);
        },
      });
      expect(error, `limit ${limit}`).toBeUndefined();
      expect(delivered).toEqual(logs);
      // Each range once, in order, up to the end.
      expect(ranges).toEqual([...ranges].sort((a, b) => a - b));
      expect(new Set(ranges).size).toBe(ranges.length);
      expect(ranges.at(-1)).toBe(TO);
      // At most one refusal per accepted request beyond the allowance.
      expect(node.asked.length).toBeLessThanOrEqual(2 * ranges.length + MAX_EXTRA_REFUSALS);
      expect(pauses.every((ms) => ms <= MAX_RETRY_AFTER_MS)).toBe(true);
    },
  );

  it('an endpoint that refuses more than it accepts gives up: the requests are bounded', async () => {
    // One block at a time, and only every third time asked.
    const node = endpoint(logs, (from, to, attempt) => {
      if (to > from) return { code: -32000, message: 'range too large' };
      return attempt % 3 === 0 ? undefined : { code: -32000, message: `try again (${attempt})` };
    });
    const { error, ranges } = await scan(node.request, FROM, TO);
    expect(error).toMatchObject({ reason: 'too-many-refusals' });
    expect(node.asked.length).toBe(ranges.length + MAX_EXTRA_REFUSALS + ranges.length + 1);
  });
});

describe('fetchLogsAdaptively: Retry-After', () => {
  const refusedFirst = (refusal: unknown) => {
    let refused = false;
    return endpoint([], () => {
      if (refused) return undefined;
      refused = true;
      return refusal;
    });
  };

  it('waits as long as a 429 (or a 413) asks, in seconds or as a date', async () => {
    for (const [refusal, expected] of [
      [{ status: 429, message: '429: Too Many Requests', retryAfter: '7' }, 7_000],
      [{ status: 413, message: '413: Payload Too Large', retryAfter: '2' }, 2_000],
      [
        {
          status: 429,
          message: '429: Too Many Requests',
          retryAfter: 'Wed, 21 Oct 2015 07:28:30 GMT',
        },
        12_000,
      ],
      // The transport's error nests nothing, but a client library might.
      [new Error('rate limited', { cause: { status: 429, retryAfter: '3' } }), 3_000],
    ] as const) {
      const node = refusedFirst(refusal);
      const pauses: number[] = [];
      const { error } = await scan(node.request, 0, 99, {
        wait: async (ms) => {
          pauses.push(ms);
        },
        now: () => Date.parse('Wed, 21 Oct 2015 07:28:18 GMT'),
      });
      expect(error).toBeUndefined();
      expect(pauses).toEqual([expected]);
    }
  });

  it('a 429 without Retry-After keeps its backoff', async () => {
    const node = refusedFirst({ status: 429, message: '429: Too Many Requests' });
    const pauses: number[] = [];
    await scan(node.request, 0, 99, {
      wait: async (ms) => {
        pauses.push(ms);
      },
    });
    expect(pauses).toEqual([rateRefusalPauseMs(1)]);
  });

  it('a Retry-After over a minute ends the scan at once rather than waiting', async () => {
    const node = refusedFirst({
      status: 429,
      message: '429: Too Many Requests',
      retryAfter: '3600',
    });
    const pauses: number[] = [];
    const { error } = await scan(node.request, 0, 99, {
      wait: async (ms) => {
        pauses.push(ms);
      },
    });
    expect(error).toMatchObject({ reason: 'rate-limited', detail: '429: Too Many Requests' });
    expect(pauses).toEqual([]);
    expect(node.asked).toHaveLength(1);
  });
});

describe('createLogScanner: what worked is remembered per endpoint and chain', () => {
  const FROM = 1_000;
  const TO = 5_999;
  const logs = scatteredLogs(FROM, TO);
  const limited = () =>
    endpoint(
      logs,
      rangeOver(100, () => ({
        code: -32000,
        message: 'Exceeded max range limit for eth_getLogs: 100',
      })),
    );
  const scanner = (
    request: RequestFunction,
    memory: ReturnType<typeof createLogSpanMemory>,
    chainId = 1,
  ) =>
    createProposalLogScanner({
      request,
      governor: GOVERNOR,
      fromBlock: FROM,
      spanMemory: { memory, endpoint: 'https://rpc.example/v1', chainId },
    });

  it('the next visit (a new memory over the same storage) starts at the span that worked', async () => {
    const storage = createMemoryStorage();
    const first = limited();
    await scanner(first.request, createLogSpanMemory({ storage })).scanTo(TO);
    expect(first.asked.filter(([from, to]) => to - from + 1 > 100)).toHaveLength(2);

    const second = limited();
    await scanner(second.request, createLogSpanMemory({ storage })).scanTo(TO);
    expect(second.asked[0]).toEqual([FROM, FROM + 99]);
    expect(second.asked.every(([from, to]) => to - from + 1 <= 100)).toBe(true);
    expect(second.asked).toHaveLength(5_000 / 100);

    // Another chain (or endpoint) learns for itself.
    const third = limited();
    await scanner(third.request, createLogSpanMemory({ storage }), 10).scanTo(TO);
    expect(third.asked[0]).toEqual([FROM, TO]);
  });

  it('two scanners on one endpoint share what the first learned', async () => {
    const memory = createLogSpanMemory();
    await scanner(limited().request, memory).scanTo(TO);
    const next = limited();
    await scanner(next.request, memory).scanTo(TO);
    expect(next.asked[0]).toEqual([FROM, FROM + 99]);
  });

  it.each([
    ['not JSON', '{"version":1,"data":'],
    ['a list', '{"version":1,"data":[1,2]}'],
    ['null', 'null'],
    ['a newer version', '{"version":99,"data":{}}'],
    [
      'a negative span',
      '{"version":1,"data":{"1 https://rpc.example/v1":{"span":-5,"maxSpan":null,"refused":null}}}',
    ],
    [
      'a zero limit',
      '{"version":1,"data":{"1 https://rpc.example/v1":{"span":1,"maxSpan":0,"refused":null}}}',
    ],
    [
      'a fraction',
      '{"version":1,"data":{"1 https://rpc.example/v1":{"span":0.5,"maxSpan":null,"refused":null}}}',
    ],
    [
      'a string',
      '{"version":1,"data":{"1 https://rpc.example/v1":{"span":"100","maxSpan":null,"refused":null}}}',
    ],
    ['a missing field', '{"version":1,"data":{"1 https://rpc.example/v1":{"span":100}}}'],
    [
      'a refused span of one',
      '{"version":1,"data":{"1 https://rpc.example/v1":{"span":100,"maxSpan":null,"refused":1}}}',
    ],
  ])(
    'corrupted storage (%s) is ignored: the scan starts afresh and completes',
    async (_name, raw) => {
      const storage = createMemoryStorage({ [LOG_SPAN_STORAGE_KEY]: raw });
      const node = limited();
      const found = await scanner(node.request, createLogSpanMemory({ storage })).scanTo(TO);
      expect(found).toEqual([]); // scatteredLogs are not ProposalCreated logs
      expect(node.asked[0]).toEqual([FROM, TO]);
      expect(node.asked.at(-1)?.[1]).toBe(TO);
    },
  );
});
