// A push source of new block numbers over the node's WebSocket (eth_subscribe newHeads), for the
// block tracker's `push` option: no polling where the node offers it (anvil serves ws on its
// HTTP port).
// The socket is an endpoint of its own, so it proves its chain first: eth_chainId over the socket
// must answer the reader's chain (verifyChainIdResponse, the rule the HTTP transport uses) before
// newHeads is even asked for. A socket on another chain is closed for good and reported as a
// refusal (the tracker keeps polling and shows ChainIdMismatchError); one whose answer is an error
// or not a hex number is closed and tried again later, like a dropped socket.
// It reports 'live' once the subscription is confirmed and 'down' when the socket closes: until
// then, and on a node that serves no WebSocket at all, the tracker keeps polling.
// Once the subscription is confirmed it asks for the latest block, so a block mined between the
// tracker's first poll and the subscription is not missed; a dropped socket reconnects with
// backoff and resynchronises the same way.
// A node that refuses the upgrade itself (the socket closes without ever opening: an HTTP-only
// endpoint) is asked REFUSALS_BEFORE_RESTING times in a row, then only every RESTING_RETRY_MS:
// each attempt is an HTTP request too, and retrying every 30 s would cost an HTTP-only node half
// a request more per 15 s poll than the one request per block the tracker budgets.

import type { BlockPushSource } from './blockTracker';
import { verifyChainIdResponse } from './chainIdCheck';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

const CHAIN_ID_ID = 1;
const SUBSCRIBE_ID = 2;
const RESYNC_ID = 3;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Upgrades refused in a row (no socket ever opened) before the source rests. */
export const REFUSALS_BEFORE_RESTING = 3;
/** How often a resting source asks a node that refused the upgrade again: 10 minutes. */
export const RESTING_RETRY_MS = 600_000;

/**
 * What the source needs of a WebSocket: the browser's and Node 22's global one fit. Declared
 * here so the types need no DOM library.
 */
export interface NewHeadsSocket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** A WebSocket class, called as `new WebSocket(url)`. */
export type NewHeadsSocketConstructor = new (url: string) => NewHeadsSocket;

export interface NewHeadsSourceOptions {
  /** The node's HTTP(S) URL; the socket opens on its ws(s) form (same host, port and path). */
  url: string;
  /** The chain the node must serve (checked over the socket before subscribing). */
  chainId: number;
  /**
   * The WebSocket class; the host's global `WebSocket` by default. Without either the source
   * never connects and the tracker keeps polling.
   */
  WebSocket?: NewHeadsSocketConstructor;
  /** Reconnect delays; the host's timers by default. */
  timers?: Timers;
}

/** The host's WebSocket class, looked up at call time (Node 20 has none). */
function hostWebSocket(): NewHeadsSocketConstructor | undefined {
  const host = globalThis as { WebSocket?: NewHeadsSocketConstructor };
  return typeof host.WebSocket === 'function' ? host.WebSocket : undefined;
}

/** A block tracker `push` source over the node's WebSocket `eth_subscribe newHeads`. */
export function createNewHeadsSource(options: NewHeadsSourceOptions): BlockPushSource {
  const { chainId } = options;
  const timers = options.timers ?? defaultTimers;
  const url = options.url.replace(/^http/, 'ws');

  return (onBlock, onStatus) => {
    const Socket = options.WebSocket ?? hostWebSocket();
    let socket: NewHeadsSocket | undefined;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let refusalsInARow = 0;
    let retryHandle: TimerHandle | undefined;

    function reconnectLater(): void {
      if (stopped) return;
      const resting = refusalsInARow >= REFUSALS_BEFORE_RESTING;
      retryHandle = timers.setTimeout(
        () => {
          retryHandle = undefined;
          connect();
        },
        resting ? RESTING_RETRY_MS : retryMs,
      );
      if (!resting) retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }

    function connect(): void {
      if (Socket === undefined) return; // no WebSocket on this host: the tracker polls
      let opened: NewHeadsSocket;
      try {
        opened = new Socket(url);
      } catch {
        return; // a URL the host refuses will not work on a retry either
      }
      socket = opened;
      // What this socket has proved: nothing, its chain, then its subscription's id.
      let chainVerified = false;
      let subscription: string | undefined;
      const send = (id: number, method: string, params: unknown[]) =>
        opened.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));

      let everOpened = false;
      opened.addEventListener('open', () => {
        everOpened = true;
        refusalsInARow = 0;
        send(CHAIN_ID_ID, 'eth_chainId', []);
      });
      opened.addEventListener('message', (event) => {
        const message = parseMessage(event.data);
        if (message === undefined) return;
        if (message.kind === 'head') {
          // Only the confirmed subscription's heads, on a socket whose chain was checked.
          if (subscription !== undefined && message.subscription === subscription) {
            onBlock(message.blockNumber);
          }
          return;
        }
        if (message.id === CHAIN_ID_ID && !chainVerified) {
          const verdict = verifyChainIdResponse(message.response, chainId, url);
          if (verdict.kind === 'verified') {
            chainVerified = true;
            send(SUBSCRIBE_ID, 'eth_subscribe', ['newHeads']);
            return;
          }
          if (verdict.kind === 'mismatch') {
            // Another chain will not turn into ours: no more sockets until the tracker restarts.
            stopped = true;
            onStatus('down', verdict.error);
          }
          opened.close(); // unverified: the close handler tries again later
          return;
        }
        if (message.id === SUBSCRIBE_ID && chainVerified && subscription === undefined) {
          const id = message.response.result;
          if (typeof id !== 'string' || id === '') return;
          subscription = id;
          retryMs = FIRST_RETRY_MS;
          onStatus('live');
          send(RESYNC_ID, 'eth_blockNumber', []);
          return;
        }
        if (message.id === RESYNC_ID && subscription !== undefined) {
          const blockNumber = parseQuantity(message.response.result);
          if (blockNumber !== undefined) onBlock(blockNumber);
        }
      });
      opened.addEventListener('close', () => {
        if (socket === opened) socket = undefined;
        if (!everOpened) refusalsInARow += 1;
        if (!stopped) onStatus('down');
        reconnectLater();
      });
    }

    connect();
    return () => {
      stopped = true;
      if (retryHandle !== undefined) timers.clearTimeout(retryHandle);
      retryHandle = undefined;
      socket?.close();
      socket = undefined;
    };
  };
}

type SocketMessage =
  | { kind: 'head'; subscription: unknown; blockNumber: number }
  | { kind: 'answer'; id: unknown; response: Record<string, unknown> };

const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

function parseQuantity(value: unknown): number | undefined {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) return undefined;
  const parsed = Number.parseInt(value, 16);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

function parseJsonObject(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null && !Array.isArray(message)
      ? (message as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function parseMessage(data: unknown): SocketMessage | undefined {
  const message = parseJsonObject(data);
  if (message === undefined) return undefined;
  const blockNumber = headBlockNumber(message);
  if (blockNumber !== undefined) {
    const params = message.params as { subscription?: unknown };
    return { kind: 'head', subscription: params.subscription, blockNumber };
  }
  return 'id' in message ? { kind: 'answer', id: message.id, response: message } : undefined;
}

function headBlockNumber(message: Record<string, unknown>): number | undefined {
  if (message.method !== 'eth_subscription') return undefined;
  const params = message.params as { result?: { number?: unknown } } | undefined;
  return parseQuantity(params?.result?.number);
}

/** The block number of an eth_subscription newHeads message; undefined for anything else. */
export function parseNewHead(data: unknown): number | undefined {
  const message = parseJsonObject(data);
  return message === undefined ? undefined : headBlockNumber(message);
}
