import type { Eip1193Provider, RequestArguments } from './eip1193';
import { ProviderRpcError } from './errors';

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}>;

export interface JsonRpcProviderOptions {
  readonly url: string;
  /** Injected so tests and non-browser hosts pass their own; `globalThis.fetch` otherwise. */
  readonly fetch?: FetchLike;
}

/**
 * A minimal EIP-1193 provider that POSTs each request to a JSON-RPC endpoint. It has no events
 * and no accounts of its own (the node's, if it has unlocked ones, as anvil does).
 */
export function createJsonRpcProvider(options: JsonRpcProviderOptions): Eip1193Provider {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  let nextId = 1;
  return {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] });
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      if (!response.ok) {
        throw new ProviderRpcError(`${response.status}: ${response.statusText}`, -32000);
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        throw new ProviderRpcError('Failed to parse JSON response', -32000);
      }
      if (typeof payload !== 'object' || payload === null) {
        throw new ProviderRpcError(
          `Received unexpected JSON-RPC response to ${method} request.`,
          -32000,
        );
      }
      const { result, error } = payload as { result?: unknown; error?: unknown };
      if (typeof error === 'object' && error !== null) {
        const { message, code, data } = error as {
          message?: unknown;
          code?: unknown;
          data?: unknown;
        };
        throw new ProviderRpcError(
          typeof message === 'string' ? message : 'JSON-RPC error',
          typeof code === 'number' ? code : undefined,
          data,
        );
      }
      if (!('result' in payload)) {
        throw new ProviderRpcError(
          `Received unexpected JSON-RPC response to ${method} request.`,
          -32000,
        );
      }
      return result;
    },
  };
}
