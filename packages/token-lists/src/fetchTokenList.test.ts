import { ENS_REGISTRY_ADDRESS } from '@dex/chains';
import { ENS_SELECTORS } from '@dex/ens';
import { type Eip1193Provider, errorCodeOf } from '@dex/primitives';
import defaultTokenList from '@uniswap/default-token-list';
import { AbiCoder, namehash } from 'ethers';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import type { EnsContenthashResolverOptions } from './ens';
import {
  ContenthashTranslationError,
  EnsNameResolutionError,
  EnsResolverUnavailableError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  TokenListValidationError,
  UnrecognizedListUrlProtocolError,
} from './errors';
import { createEnsContenthashResolver as ethersEnsResolver } from './ethers';
import { type FetchFunction, fetchTokenList } from './fetchTokenList';
import { listLocationError } from './listUrl';
import { createEnsContenthashResolver as viemEnsResolver } from './viem';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const list = makeList(generateTokens(2));
const gateways = {
  ipfs: ['https://gw-one.test/ipfs/', 'https://gw-two.test/ipfs/'],
  ipns: ['https://gw-one.test/ipns/', 'https://gw-two.test/ipns/'],
};
const CIDV0 = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4';
const CIDV0_CONTENTHASH =
  '0xe301122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f';

// Records every request so tests can assert the order of candidates tried.
function recordingFetch(): { fetch: FetchFunction; calls: Array<{ url: string; init: unknown }> } {
  const calls: Array<{ url: string; init: unknown }> = [];
  return {
    calls,
    fetch: (url, init) => {
      calls.push({ url, init });
      return fetch(url, init);
    },
  };
}

describe('fetchTokenList over HTTP (msw)', () => {
  it('GETs an https list without credentials and validates it', async () => {
    server.use(http.get('https://lists.test/list.json', () => HttpResponse.json(list)));
    const { fetch, calls } = recordingFetch();
    await expect(fetchTokenList('https://lists.test/list.json', { fetch })).resolves.toEqual(list);
    expect(calls).toEqual([
      {
        url: 'https://lists.test/list.json',
        init: { method: 'GET', credentials: 'omit', signal: expect.any(AbortSignal) },
      },
    ]);
  });

  it('fetches a location listLocationError accepted, surrounding whitespace and all', async () => {
    server.use(http.get('https://lists.test/list.json', () => HttpResponse.json(list)));
    const pasted = '  https://lists.test/list.json\n';
    expect(listLocationError(pasted)).toBeNull();
    const { fetch, calls } = recordingFetch();
    await expect(fetchTokenList(pasted, { fetch })).resolves.toEqual(list);
    expect(calls.map((call) => call.url)).toEqual(['https://lists.test/list.json']);
  });

  it('upgrades http to https first and falls back to http', async () => {
    server.use(
      http.get('https://plain.test/list.json', () => HttpResponse.error()),
      http.get('http://plain.test/list.json', () => HttpResponse.json(list)),
    );
    const { fetch, calls } = recordingFetch();
    await expect(fetchTokenList('http://plain.test/list.json', { fetch })).resolves.toEqual(list);
    expect(calls.map((call) => call.url)).toEqual([
      'https://plain.test/list.json',
      'http://plain.test/list.json',
    ]);
  });

  it('uses the second IPFS gateway when the first fails', async () => {
    server.use(
      http.get(`https://gw-one.test/ipfs/${CIDV0}`, () => new HttpResponse(null, { status: 504 })),
      http.get(`https://gw-two.test/ipfs/${CIDV0}`, () => HttpResponse.json(list)),
    );
    const { fetch, calls } = recordingFetch();
    await expect(fetchTokenList(`ipfs://${CIDV0}`, { fetch, gateways })).resolves.toEqual(list);
    expect(calls.map((call) => call.url)).toEqual([
      `https://gw-one.test/ipfs/${CIDV0}`,
      `https://gw-two.test/ipfs/${CIDV0}`,
    ]);
  });

  it('fails only after the last candidate with "Failed to download list {url}"', async () => {
    server.use(
      http.get('https://gw-one.test/ipns/tokens.test', () => HttpResponse.error()),
      http.get('https://gw-two.test/ipns/tokens.test', () =>
        HttpResponse.text('<html>oops</html>'),
      ),
    );
    const { fetch, calls } = recordingFetch();
    const result = fetchTokenList('ipns://tokens.test', { fetch, gateways });
    await expect(result).rejects.toThrow(ListDownloadError);
    await expect(result).rejects.toThrow('Failed to download list ipns://tokens.test');
    expect(calls).toHaveLength(2);
  });

  it('does not try further candidates when a downloaded list is invalid', async () => {
    server.use(
      http.get('https://bad.test/list.json', () => HttpResponse.json({ name: 'no tokens' })),
      http.get('http://bad.test/list.json', () => HttpResponse.json(list)),
    );
    const { fetch, calls } = recordingFetch();
    await expect(fetchTokenList('http://bad.test/list.json', { fetch })).rejects.toThrow(
      TokenListValidationError,
    );
    expect(calls).toHaveLength(1);
  });

  it('rejects unsupported protocols before any request', async () => {
    const fetchSpy = vi.fn<FetchFunction>();
    await expect(fetchTokenList('ftp://lists.test/list.json', { fetch: fetchSpy })).rejects.toThrow(
      new UnrecognizedListUrlProtocolError(),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

/** Timers the test fires by hand: `elapse()` runs every timer that is due by then. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let nextId = 1;
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        pending.set(nextId, { at: now + ms, callback });
        return nextId++;
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number);
      },
    },
    elapse(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.callback();
        }
      }
    },
    get pendingCount() {
      return pending.size;
    },
  };
}

/** A fetch that never answers; it rejects when its signal aborts if `honoursSignal`. */
function hangingFetch(honoursSignal: boolean): { fetch: FetchFunction; signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  return {
    signals,
    fetch: (_url, init) =>
      new Promise((_resolve, reject) => {
        if (init.signal) signals.push(init.signal);
        if (honoursSignal)
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchTokenList limits', () => {
  it('gives up on a candidate after the timeout, aborts its request and tries the next', async () => {
    server.use(http.get(`https://gw-two.test/ipfs/${CIDV0}`, () => HttpResponse.json(list)));
    const clock = manualTimers();
    const hanging = hangingFetch(true);
    const fetchOrHang: FetchFunction = (url, init) =>
      url.startsWith('https://gw-one.test/') ? hanging.fetch(url, init) : fetch(url, init);
    const result = fetchTokenList(`ipfs://${CIDV0}`, {
      fetch: fetchOrHang,
      gateways,
      timeoutMs: 5_000,
      timers: clock.timers,
    });
    await flush();
    clock.elapse(4_999);
    await flush();
    expect(hanging.signals[0]?.aborted).toBe(false);
    clock.elapse(1);
    await expect(result).resolves.toEqual(list);
    expect(hanging.signals[0]?.reason).toEqual(
      new ListTimeoutError(`https://gw-one.test/ipfs/${CIDV0}`, 5_000),
    );
    expect(clock.pendingCount).toBe(0);
  });

  it('times out even when the fetch ignores its signal; the last timeout is the cause', async () => {
    const clock = manualTimers();
    const result = fetchTokenList('https://slow.test/list.json', {
      fetch: hangingFetch(false).fetch,
      timeoutMs: 1_000,
      timers: clock.timers,
    });
    await flush();
    clock.elapse(1_000);
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ListDownloadError);
    expect((error as Error).message).toBe('Failed to download list https://slow.test/list.json');
    expect((error as Error).cause).toBeInstanceOf(ListTimeoutError);
    expect(((error as Error).cause as Error).message).toBe(
      'Timed out after 1000 ms downloading https://slow.test/list.json',
    );
    // The stable codes an app maps to its own (translated) text.
    expect(errorCodeOf(error)).toBe('token-lists/download-failed');
    expect(errorCodeOf((error as Error).cause)).toBe('token-lists/timeout');
  });

  it('stops at once, trying nothing else, when the caller aborts', async () => {
    const caller = new AbortController();
    const hanging = hangingFetch(true);
    const result = fetchTokenList('http://plain.test/list.json', {
      fetch: hanging.fetch,
      signal: caller.signal,
    });
    await flush();
    caller.abort(new Error('left the page'));
    await expect(result).rejects.toThrow('left the page');
    expect(hanging.signals).toHaveLength(1);
  });

  it('refuses a body over the size cap, declared or streamed, and moves on', async () => {
    const big = JSON.stringify(list);
    const maxBytes = big.length - 1;
    server.use(
      // Declares its size up front.
      http.get('https://gw-one.test/ipfs/declared', () => HttpResponse.json(list)),
      // Streams without end and without a content-length.
      http.get(
        'https://gw-two.test/ipfs/declared',
        () =>
          new HttpResponse(
            new ReadableStream({
              pull(controller) {
                controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
              },
            }),
          ),
      ),
    );
    const error = await fetchTokenList('ipfs://declared', { fetch, gateways, maxBytes }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ListDownloadError);
    expect((error as Error).cause).toEqual(
      new ListTooLargeError('https://gw-two.test/ipfs/declared', maxBytes),
    );
    expect(((error as Error).cause as Error).message).toBe(
      `List at https://gw-two.test/ipfs/declared is larger than ${maxBytes} bytes`,
    );
  });

  it('accepts a list exactly at the cap, and counts bytes, not characters', async () => {
    const named = makeList(generateTokens(1).map((token) => ({ ...token, name: 'Ünïcödé Token' })));
    const size = new TextEncoder().encode(JSON.stringify(named)).byteLength;
    server.use(http.get('https://lists.test/unicode.json', () => HttpResponse.json(named)));
    const url = 'https://lists.test/unicode.json';
    await expect(fetchTokenList(url, { fetch, maxBytes: size })).resolves.toEqual(named);
    await expect(fetchTokenList(url, { fetch, maxBytes: size - 1 })).rejects.toThrow(
      ListDownloadError,
    );
  });

  it('caps a test double that only offers text(), and still reads one that only offers json()', async () => {
    const textOnly: FetchFunction = async () => ({
      ok: true,
      text: async () => JSON.stringify(list),
      json: async () => list,
    });
    await expect(
      fetchTokenList('https://double.test/list.json', { fetch: textOnly, maxBytes: 10 }),
    ).rejects.toThrow(ListDownloadError);
    const jsonOnly: FetchFunction = async () => ({ ok: true, json: async () => list });
    await expect(
      fetchTokenList('https://double.test/list.json', { fetch: jsonOnly, maxBytes: 10 }),
    ).resolves.toEqual(list);
  });
});

describe('fetchTokenList from an ENS name', () => {
  it('resolves the contenthash, translates it and downloads through the gateways', async () => {
    server.use(
      http.get(`https://gw-one.test/ipfs/${CIDV0}/list.json`, () => HttpResponse.json(list)),
    );
    const resolve = vi.fn(async () => CIDV0_CONTENTHASH);
    await expect(
      fetchTokenList('tokens.example.eth/list.json', {
        fetch,
        gateways,
        resolveEnsContenthash: resolve,
      }),
    ).resolves.toEqual(list);
    expect(resolve).toHaveBeenCalledWith('tokens.example.eth');
  });

  it('wraps resolver failures as "Failed to resolve ENS name: {name}"', async () => {
    const result = fetchTokenList('missing.eth', {
      fetch,
      resolveEnsContenthash: async () => {
        throw new Error('boom');
      },
    });
    await expect(result).rejects.toThrow(EnsNameResolutionError);
    await expect(result).rejects.toThrow('Failed to resolve ENS name: missing.eth');
  });

  it('throws EnsResolverUnavailableError, as documented, when no resolver is injected', async () => {
    const result = fetchTokenList('missing.eth', { fetch });
    await expect(result).rejects.toThrow(EnsResolverUnavailableError);
    await expect(result).rejects.toThrow('Could not construct mainnet ENS resolver');
  });

  it('wraps undecodable contenthashes as "Failed to translate contenthash to URI: ..."', async () => {
    const swarm = `0xe40101fa011b20${'ab'.repeat(32)}`;
    const result = fetchTokenList('swarm.eth', { fetch, resolveEnsContenthash: async () => swarm });
    await expect(result).rejects.toThrow(ContenthashTranslationError);
    await expect(result).rejects.toThrow(`Failed to translate contenthash to URI: ${swarm}`);
  });
});

// The same behaviour whichever library's resolver a team picks.
describe.each([
  ['ethers', ethersEnsResolver],
  [
    'viem',
    (options: EnsContenthashResolverOptions) =>
      viemEnsResolver({ ...options, client: options.provider }),
  ],
])('createEnsContenthashResolver (/%s) over JSON-RPC (msw)', (_, createEnsContenthashResolver) => {
  const RPC = 'https://rpc.test/';
  const RESOLVER = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41';
  const coder = AbiCoder.defaultAbiCoder();

  // A minimal EIP-1193 provider that speaks JSON-RPC over fetch, as a wallet or node would.
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const response = await fetch(RPC, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(body.error.message);
      return body.result;
    },
  };

  function ensNode(chainId: string, resolverFor: Record<string, string>, contenthash: string) {
    return http.post(RPC, async ({ request }) => {
      const { method, params } = (await request.json()) as {
        method: string;
        params: Array<{ to: string; data: string }>;
      };
      if (method === 'eth_chainId')
        return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: chainId });
      const call = params[0];
      if (call?.to.toLowerCase() === ENS_REGISTRY_ADDRESS.toLowerCase()) {
        expect(call.data.slice(0, 10)).toBe(ENS_SELECTORS.resolver);
        const node = `0x${call.data.slice(10)}`;
        const resolver = resolverFor[node] ?? '0x0000000000000000000000000000000000000000';
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: 1,
          result: coder.encode(['address'], [resolver]),
        });
      }
      expect(call?.data.slice(0, 10)).toBe(ENS_SELECTORS.contenthash);
      return HttpResponse.json({
        jsonrpc: '2.0',
        id: 1,
        result: coder.encode(['bytes'], [contenthash]),
      });
    });
  }

  it('reads resolver(node) then contenthash(node) and the list downloads', async () => {
    server.use(
      ensNode('0x1', { [namehash('tokens.example.eth')]: RESOLVER }, CIDV0_CONTENTHASH),
      http.get(`https://gw-one.test/ipfs/${CIDV0}`, () => HttpResponse.json(list)),
    );
    const resolveEnsContenthash = createEnsContenthashResolver({ provider });
    await expect(resolveEnsContenthash('tokens.example.eth')).resolves.toBe(CIDV0_CONTENTHASH);
    await expect(
      fetchTokenList('tokens.example.eth', { fetch, gateways, resolveEnsContenthash }),
    ).resolves.toEqual(list);
  });

  it('fails for a name without a resolver', async () => {
    server.use(ensNode('0x1', {}, '0x'));
    const resolveEnsContenthash = createEnsContenthashResolver({ provider });
    await expect(fetchTokenList('nobody.eth', { fetch, resolveEnsContenthash })).rejects.toThrow(
      'Failed to resolve ENS name: nobody.eth',
    );
  });

  it('passes the resolver being unavailable through fetchTokenList unwrapped', async () => {
    server.use(ensNode('0x5', {}, '0x'));
    const resolveEnsContenthash = createEnsContenthashResolver({ provider });
    const result = fetchTokenList('tokens.example.eth', { fetch, resolveEnsContenthash });
    await expect(result).rejects.toThrow(EnsResolverUnavailableError);
    await expect(result).rejects.not.toThrow(EnsNameResolutionError);
  });

  it('refuses to resolve without a provider or on another chain', async () => {
    await expect(createEnsContenthashResolver({ provider: undefined })('a.eth')).rejects.toThrow(
      new EnsResolverUnavailableError(),
    );
    server.use(ensNode('0x5', {}, '0x'));
    await expect(createEnsContenthashResolver({ provider })('a.eth')).rejects.toThrow(
      'Could not construct mainnet ENS resolver',
    );
  });

  it('pins the selectors to the ABI signatures', async () => {
    const { id } = await import('ethers');
    expect(ENS_SELECTORS.resolver).toBe(id('resolver(bytes32)').slice(0, 10));
    expect(ENS_SELECTORS.contenthash).toBe(id('contenthash(bytes32)').slice(0, 10));
  });
});

describe('keeping only the chains the caller wants', () => {
  const URL = 'https://lists.test/default.json';

  it("loads today's real Uniswap default list for chain 1 and reports what it dropped", async () => {
    server.use(http.get(URL, () => HttpResponse.json(defaultTokenList)));
    // Without a chain filter its non-EVM (base58) addresses fail the schema.
    await expect(fetchTokenList(URL, { fetch })).rejects.toThrow(TokenListValidationError);

    const onDropped = vi.fn();
    const loaded = await fetchTokenList(URL, { fetch, chainIds: [1], onDropped });
    const mainnet = defaultTokenList.tokens.filter((token) => token.chainId === 1);
    expect(loaded.tokens).toEqual(mainnet);
    expect(loaded.name).toBe(defaultTokenList.name);
    expect(onDropped).toHaveBeenCalledOnce();
    const [dropped] = onDropped.mock.calls[0] as [
      { listUrl: string; count: number; byChainId: Record<string, number> },
    ];
    expect(dropped.listUrl).toBe(URL);
    expect(dropped.count).toBe(defaultTokenList.tokens.length - mainnet.length);
    expect(Object.values(dropped.byChainId).reduce((a, b) => a + b, 0)).toBe(dropped.count);
    expect(dropped.byChainId['1']).toBeUndefined();
  });

  it('still validates what it keeps strictly', async () => {
    const [good, bad] = generateTokens(2);
    const broken = makeList([good as never, { ...bad, address: 'not an address' } as never]);
    server.use(http.get(URL, () => HttpResponse.json(broken)));
    await expect(
      fetchTokenList(URL, { fetch, chainIds: [(good as { chainId: number }).chainId] }),
    ).rejects.toThrow(TokenListValidationError);
  });

  it('drops entries without a numeric chain id and says nothing when nothing was dropped', async () => {
    const tokens = generateTokens(2);
    const chainId = (tokens[0] as { chainId: number }).chainId;
    server.use(
      http.get(URL, () => HttpResponse.json(makeList([...tokens, { symbol: 'X' } as never]))),
    );
    const onDropped = vi.fn();
    await expect(fetchTokenList(URL, { fetch, chainIds: [chainId], onDropped })).resolves.toEqual(
      makeList(tokens),
    );
    expect(onDropped).toHaveBeenCalledWith({ listUrl: URL, count: 1, byChainId: { unknown: 1 } });

    server.use(http.get(URL, () => HttpResponse.json(makeList(tokens))));
    const quiet = vi.fn();
    await fetchTokenList(URL, { fetch, chainIds: [chainId], onDropped: quiet });
    expect(quiet).not.toHaveBeenCalled();
  });
});
