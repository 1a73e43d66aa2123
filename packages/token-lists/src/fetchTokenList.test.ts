import { AbiCoder, namehash } from 'ethers';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import {
  createEnsContenthashResolver,
  type Eip1193Provider,
  ENS_REGISTRY_ADDRESS,
  ENS_SELECTORS,
} from './ens';
import {
  ContenthashTranslationError,
  EnsNameResolutionError,
  EnsResolverUnavailableError,
  ListDownloadError,
  TokenListValidationError,
  UnrecognizedListUrlProtocolError,
} from './errors';
import { type FetchFunction, fetchTokenList } from './fetchTokenList';

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
      { url: 'https://lists.test/list.json', init: { method: 'GET', credentials: 'omit' } },
    ]);
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

  it('fails with "Failed to resolve ENS name" when no resolver is injected', async () => {
    await expect(fetchTokenList('missing.eth', { fetch })).rejects.toThrow(
      'Failed to resolve ENS name: missing.eth',
    );
  });

  it('wraps undecodable contenthashes as "Failed to translate contenthash to URI: ..."', async () => {
    const swarm = `0xe40101fa011b20${'ab'.repeat(32)}`;
    const result = fetchTokenList('swarm.eth', { fetch, resolveEnsContenthash: async () => swarm });
    await expect(result).rejects.toThrow(ContenthashTranslationError);
    await expect(result).rejects.toThrow(`Failed to translate contenthash to URI: ${swarm}`);
  });
});

describe('createEnsContenthashResolver over JSON-RPC (msw)', () => {
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
