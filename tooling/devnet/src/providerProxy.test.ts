// The provider-shaped proxy against a fake node (no anvil): what a client of a public endpoint sees.
import { createServer, request, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ENDPOINT_PROFILES,
  type EndpointProfile,
  logFilterSpan,
  type ProviderProxy,
  providerProxyControl,
  startProviderProxy,
} from './providerProxy';

const LATEST = 20_000_300;

/** A node whose eth_getLogs returns one log per block of the range, and whose chain is at LATEST. */
function answerOf(message: { id: unknown; method: string; params?: unknown[] }) {
  if (message.method === 'eth_blockNumber') {
    return { jsonrpc: '2.0', id: message.id, result: `0x${LATEST.toString(16)}` };
  }
  if (message.method === 'eth_getLogs') {
    const filter = (message.params?.[0] ?? {}) as { fromBlock: string; toBlock: string };
    const to = filter.toBlock === 'latest' ? LATEST : Number.parseInt(filter.toBlock, 16);
    const from = Number.parseInt(filter.fromBlock, 16);
    const logs = Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({
      blockNumber: `0x${(from + index).toString(16)}`,
    }));
    return { jsonrpc: '2.0', id: message.id, result: logs };
  }
  return { jsonrpc: '2.0', id: message.id, result: message.method };
}

let node: Server;
let nodeUrl: string;
let proxy: ProviderProxy | undefined;
let clock = 0;

beforeEach(async () => {
  clock = 1_000_000;
  node = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = JSON.parse(Buffer.concat(chunks).toString());
      const answer = Array.isArray(parsed) ? parsed.map(answerOf) : answerOf(parsed);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', () => resolve()));
  const address = node.address();
  nodeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
  node.closeAllConnections();
  await new Promise<void>((resolve) => node.close(() => resolve()));
});

async function start(profile: EndpointProfile | 'strict' | 'permissive') {
  proxy = await startProviderProxy({ target: nodeUrl, profile, now: () => clock });
  return proxy;
}

/** A JSON-RPC answer as the tests read it (one message; `body[i]` of a batch is one too). */
interface Answer {
  readonly result?: unknown[] | string;
  readonly error?: { code: number; message: string };
  readonly [index: number]: Answer;
  readonly length?: number;
}

async function post(body: unknown): Promise<{ status: number; body: Answer }> {
  const response = await fetch(proxy?.url as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const getLogs = (id: number, fromBlock: number, toBlock: number | 'latest') => ({
  jsonrpc: '2.0',
  id,
  method: 'eth_getLogs',
  params: [
    {
      address: '0x0000000000000000000000000000000000000001',
      fromBlock: `0x${fromBlock.toString(16)}`,
      toBlock: toBlock === 'latest' ? 'latest' : `0x${toBlock.toString(16)}`,
    },
  ],
});

/** The strict profile without its rate limit and slow answers, for the log rules alone. */
const strictLogsOnly: EndpointProfile = {
  ...ENDPOINT_PROFILES.strict,
  rateLimit: { requests: 1_000, windowMs: 1_000 },
  slowAnswers: undefined,
};

describe('eth_getLogs limits', () => {
  it('refuses a range over the strict limit with the text public endpoints send, and answers one within it', async () => {
    await start(strictLogsOnly);
    const wide = await post(getLogs(1, LATEST - 100, LATEST));
    expect(wide.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'exceed maximum block range: 100' },
    });
    const fits = await post(getLogs(2, LATEST - 99, LATEST));
    expect(fits.body.result).toHaveLength(100);
    expect(proxy?.stats()).toMatchObject({ getLogsRequests: 2, logRangesRefused: 1 });
  });

  it("Alchemy's free-tier shape names a range that would work, from the refused request's first block", async () => {
    await start({
      ...ENDPOINT_PROFILES['alchemy-free'],
      rateLimit: { requests: 1_000, windowMs: 1_000 },
    });
    const wide = await post(getLogs(1, 0x100, 0x10a));
    expect(wide.body.error?.message).toMatch(/up to a 10 block range\./);
    expect(wide.body.error?.message).toMatch(/should work: \[0x100, 0x109\]/);
    expect((await post(getLogs(2, 0x100, 0x109))).body.result).toHaveLength(10);
  });

  it("measures a range that ends at 'latest' from the node's current block", async () => {
    await start(strictLogsOnly);
    expect((await post(getLogs(1, LATEST - 150, 'latest'))).body.error?.message).toBe(
      'exceed maximum block range: 100',
    );
    expect((await post(getLogs(2, LATEST - 50, 'latest'))).body.result).toHaveLength(51);
  });

  it('refuses too many results with Infura/Geth\'s "query returned more than N results"', async () => {
    await start({ ...strictLogsOnly, maxLogBlockRange: undefined, maxLogResults: 10 });
    const many = await post(getLogs(7, 0x100, 0x10a)); // 11 logs
    expect(many.body.error).toEqual({
      code: -32005,
      message: 'query returned more than 10 results',
    });
    expect((await post(getLogs(8, 0x100, 0x109))).body.result).toHaveLength(10);
    expect(proxy?.stats().logResultsRefused).toBe(1);
  });

  it('limits each eth_getLogs of a batch on its own and leaves the other answers alone', async () => {
    await start(strictLogsOnly);
    const { body } = await post([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      getLogs(2, 1_000, 5_000),
      getLogs(3, 1_000, 1_009),
    ]);
    expect(body[0]).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_chainId' });
    expect(body[1]?.error?.message).toBe('exceed maximum block range: 100');
    expect(body[2]?.result).toHaveLength(10);
  });

  it('the permissive profile answers any range', async () => {
    await start({ ...ENDPOINT_PROFILES.permissive, slowAnswers: undefined });
    expect((await post(getLogs(1, LATEST - 5_000, LATEST))).body.result).toHaveLength(5_001);
  });

  it('reads spans of block tags and leaves block-hash filters to the node', () => {
    expect(logFilterSpan({ fromBlock: '0x10', toBlock: '0x1f' }, 100)).toBe(16);
    expect(logFilterSpan({ fromBlock: 'earliest' }, 100)).toBe(101);
    expect(logFilterSpan({ fromBlock: '0x60', toBlock: 'finalized' }, 100)).toBe(5);
    expect(logFilterSpan({ blockHash: '0xabc' }, 100)).toBeUndefined();
  });
});

describe('request limits', () => {
  it('answers 429 over the request rate until the window passes', async () => {
    await start({ ...strictLogsOnly, rateLimit: { requests: 3, windowMs: 1_000 } });
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
    for (let i = 0; i < 3; i++) expect((await post(call)).status).toBe(200);
    const limited = await post(call);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe('Too Many Requests');
    clock += 1_000;
    expect((await post(call)).status).toBe(200);
    expect(proxy?.stats()).toMatchObject({ httpRequests: 5, rateLimited: 1 });
  });

  it('refuses a batch over the size limit whole with 413', async () => {
    await start({ ...strictLogsOnly, maxBatchSize: 2 });
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] });
    const refused = await post([call(1), call(2), call(3)]);
    expect(refused.status).toBe(413);
    expect(refused.body.error?.message).toBe('batch of 3 requests exceeds the limit of 2');
    expect((await post([call(1), call(2)])).body).toHaveLength(2);
    expect(proxy?.stats()).toMatchObject({ batchesRefused: 1, messages: 5 });
  });

  it('holds every n-th answer back', async () => {
    await start({ ...strictLogsOnly, slowAnswers: { every: 2, delayMs: 300 } });
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
    const timed = async () => {
      const started = performance.now();
      await post(call);
      return performance.now() - started;
    };
    await timed();
    expect(await timed()).toBeGreaterThanOrEqual(290);
    expect(proxy?.stats().slowAnswers).toBe(1);
  });

  it('serves stats and a reset over HTTP', async () => {
    await start(strictLogsOnly);
    await post({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
    const control = providerProxyControl(proxy?.url as string);
    expect(await control.stats()).toMatchObject({
      profile: 'strict',
      httpRequests: 1,
      httpMethods: ['eth_blockNumber'],
    });
    await control.reset();
    expect((await control.stats()).httpRequests).toBe(0);
  });
});

describe('WebSocket', () => {
  async function upgradeStatus(): Promise<number | undefined> {
    const url = new URL(proxy?.url as string);
    return new Promise((resolve, reject) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('response', (response) => resolve(response.statusCode));
      req.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('the strict endpoint is HTTP only', async () => {
    await start('strict');
    expect(await upgradeStatus()).toBe(400);
    expect(proxy?.stats()).toMatchObject({ webSocketsOpened: 0, webSocketsRefused: 1 });
  });
});
