// A push source of new block numbers over the node's WebSocket (eth_subscribe newHeads), so the
// block tracker needs no polling where the node offers it (anvil serves ws on its HTTP port). It
// reports 'live' once the subscription is confirmed and 'down' when the socket closes: until then,
// and on a node that serves no WebSocket at all, the tracker keeps polling.
// Once the subscription is confirmed it asks for the latest block, so a block mined between the
// tracker's first poll and the subscription is not missed; a dropped socket reconnects with
// backoff and resynchronises the same way.

import type { BlockPushSource } from '@dex/multicall';

const SUBSCRIBE_ID = 1;
const RESYNC_ID = 2;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface NewHeadsOptions {
  createSocket?: (url: string) => WebSocket;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export function newHeadsSource(httpUrl: string, options: NewHeadsOptions = {}): BlockPushSource {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const url = httpUrl.replace(/^http/, 'ws');

  return (onBlock, onStatus) => {
    let socket: WebSocket | undefined;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let retryHandle: unknown;

    const send = (id: number, method: string, params: unknown[]) =>
      socket?.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));

    function reconnectLater(): void {
      if (stopped) return;
      retryHandle = schedule(() => {
        retryHandle = undefined;
        connect();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }

    function connect(): void {
      let opened: WebSocket;
      try {
        opened = createSocket(url);
      } catch {
        return; // a URL the browser refuses will not work on a retry either
      }
      socket = opened;
      opened.addEventListener('open', () => send(SUBSCRIBE_ID, 'eth_subscribe', ['newHeads']));
      opened.addEventListener('message', (event) => {
        const message = parseMessage(event.data);
        if (message === undefined) return;
        if (message.kind === 'subscribed') {
          retryMs = FIRST_RETRY_MS;
          onStatus('live');
          send(RESYNC_ID, 'eth_blockNumber', []);
          return;
        }
        onBlock(message.blockNumber);
      });
      opened.addEventListener('close', () => {
        if (socket === opened) socket = undefined;
        if (!stopped) onStatus('down');
        reconnectLater();
      });
    }

    connect();
    return () => {
      stopped = true;
      if (retryHandle !== undefined) cancel(retryHandle);
      socket?.close();
      socket = undefined;
    };
  };
}

type SocketMessage = { kind: 'subscribed' } | { kind: 'block'; blockNumber: number };

const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

function parseMessage(data: unknown): SocketMessage | undefined {
  const head = parseNewHead(data);
  if (head !== undefined) return { kind: 'block', blockNumber: head };
  if (typeof data !== 'string') return undefined;
  let message: { id?: unknown; result?: unknown };
  try {
    message = JSON.parse(data) as { id?: unknown; result?: unknown };
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || typeof message.result !== 'string') {
    return undefined;
  }
  if (message.id === SUBSCRIBE_ID) return { kind: 'subscribed' };
  if (message.id === RESYNC_ID && HEX_QUANTITY.test(message.result)) {
    return { kind: 'block', blockNumber: Number.parseInt(message.result, 16) };
  }
  return undefined;
}

/** The block number of an eth_subscription newHeads message; undefined for anything else. */
export function parseNewHead(data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as {
      method?: unknown;
      params?: { result?: { number?: unknown } };
    };
    const hex = message.params?.result?.number;
    if (
      message.method !== 'eth_subscription' ||
      typeof hex !== 'string' ||
      !HEX_QUANTITY.test(hex)
    ) {
      return undefined;
    }
    return Number.parseInt(hex, 16);
  } catch {
    return undefined;
  }
}
