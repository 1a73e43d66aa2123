import { describe, expect, it } from 'vitest';
import { ProviderRpcError, WrongNetworkError } from './errors';
import { createJsonRpcProvider, type FetchLike } from './jsonRpcProvider';
import { createNetworkConnector } from './network';

function fakeFetch(
  answer: (body: { method: string; id: number }) => Awaited<ReturnType<FetchLike>>,
) {
  const bodies: { method: string; id: number }[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const body = JSON.parse(init.body) as { method: string; id: number };
    bodies.push(body);
    return answer(body);
  };
  return { fetch, bodies };
}

const json = (payload: unknown) => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  json: async () => payload,
});

describe('createJsonRpcProvider', () => {
  it('POSTs JSON-RPC 2.0 and returns the result', async () => {
    const { fetch, bodies } = fakeFetch(({ id }) => json({ jsonrpc: '2.0', id, result: '0x7a69' }));
    const provider = createJsonRpcProvider({ url: 'http://node', fetch });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(bodies[0]).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] });
  });

  it('passes node errors on with message, code and data', async () => {
    const { fetch } = fakeFetch(({ id }) =>
      json({ id, error: { message: 'execution reverted', code: 3, data: '0xdead' } }),
    );
    const error = await createJsonRpcProvider({ url: 'x', fetch })
      .request({ method: 'eth_call' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ message: 'execution reverted', code: 3, data: '0xdead' });
  });

  it('reports a non-ok HTTP answer as "{status}: {statusText}" with code -32000', async () => {
    const { fetch } = fakeFetch(() => ({
      ok: false,
      status: 503,
      statusText: 'Service Unavailable',
      json: async () => ({}),
    }));
    await expect(
      createJsonRpcProvider({ url: 'x', fetch }).request({ method: 'eth_chainId' }),
    ).rejects.toMatchObject({
      message: '503: Service Unavailable',
      code: -32000,
    });
  });

  it('reports unparsable and unexpected answers', async () => {
    const broken = fakeFetch(() => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => {
        throw new SyntaxError('bad');
      },
    }));
    await expect(
      createJsonRpcProvider({ url: 'x', fetch: broken.fetch }).request({ method: 'eth_chainId' }),
    ).rejects.toThrow('Failed to parse JSON response');
    const odd = fakeFetch(() => json({ id: 1 }));
    await expect(
      createJsonRpcProvider({ url: 'x', fetch: odd.fetch }).request({ method: 'eth_blockNumber' }),
    ).rejects.toThrow('Received unexpected JSON-RPC response to eth_blockNumber request.');
  });
});

describe('createNetworkConnector', () => {
  it('connects read-only: no accounts, never authorised', async () => {
    const { fetch } = fakeFetch(({ id }) => json({ id, result: '0x1' }));
    const connector = createNetworkConnector({ url: 'http://node', chainId: 1, fetch });
    await expect(connector.connect()).resolves.toEqual({ accounts: [], chainId: 1 });
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(connector.kind).toBe('network');
    expect(connector.supportsDisconnect).toBe(false);
  });

  it('fails when the node serves another chain', async () => {
    const { fetch } = fakeFetch(({ id }) => json({ id, result: '0x5' }));
    const connector = createNetworkConnector({ url: 'http://node', chainId: 1, fetch });
    await expect(connector.connect()).rejects.toBeInstanceOf(WrongNetworkError);
  });
});
