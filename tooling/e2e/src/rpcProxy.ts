// A small proxy in front of the devnet's JSON-RPC that the app's read RPC goes through, so journeys
// can make the node behave like real endpoints do: HTTP only (no WebSocket upgrade), down (502),
// broken (200 with a body that is not JSON), unable to say its chain (every other answer real, but
// eth_chainId answered with an error or with something that is not a hex number), slow (requests
// held unanswered until the mode changes, then answered by the new mode), or fine.
// Journeys switch it over HTTP from their worker process (POST /__proxy/mode) and read its
// counters (GET /__proxy/stats).
// The plumbing (message parsing, forwarding, WebSocket tunnelling, the control channel) is shared
// with the provider-shaped proxy: @dex-tooling/devnet's rpcProxyKit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  CORS_HEADERS,
  forwardRequest,
  type JsonRpcMessage,
  jsonRpcMessages,
  listenProxy,
  methodsOf,
  PROXY_CONTROL_PREFIX,
  refuseWebSocket,
  tunnelWebSocket,
} from '@dex-tooling/devnet';

export const PROXY_MODES = [
  'pass',
  'http-only',
  'bad-gateway',
  'garbage',
  'chain-id-error',
  'chain-id-not-hex',
  'hold',
] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

/** Modes that forward to the devnet but spoil its answers to eth_chainId. */
const SPOILED_CHAIN_ID_MODES: readonly ProxyMode[] = ['chain-id-error', 'chain-id-not-hex'];

export interface ProxyStats {
  readonly mode: ProxyMode;
  /** JSON-RPC POSTs received from the page (CORS preflights not counted). */
  readonly httpRequests: number;
  /** JSON-RPC methods of those POSTs, in order (a batch lists each of its messages). */
  readonly httpMethods: readonly string[];
  /** WebSocket upgrades accepted. */
  readonly webSocketsOpened: number;
  /** WebSocket upgrades refused (every mode but pass): HTTP requests too, so a page's budget counts them. */
  readonly webSocketsRefused: number;
  /** eth_chainId answers spoiled in the chain-id-* modes. */
  readonly chainIdChecksSpoiled: number;
  /** eth_calls (the page's multicall reads) answered beside a spoiled check: the page must not use them. */
  readonly callsBesideSpoiledCheck: number;
  /** eth_calls held in the hold mode so far (answered once the mode changes). */
  readonly heldCalls: number;
}

/** How many eth_calls a JSON-RPC body carries. */
function countCalls(body: string): number {
  return methodsOf(body).filter((method) => method === 'eth_call').length;
}

/**
 * The devnet's answer with every eth_chainId answer replaced: by a JSON-RPC error, or by a result
 * that is not a hex number. Answers that are not JSON pass unchanged.
 */
function spoilChainIdAnswers(
  requestBody: string,
  answerBody: string,
  mode: ProxyMode,
): { body: string; spoiled: number; calls: number } {
  const requests: readonly JsonRpcMessage[] | undefined = jsonRpcMessages(requestBody)?.messages;
  let answers: unknown;
  try {
    answers = JSON.parse(answerBody);
  } catch {
    return { body: answerBody, spoiled: 0, calls: 0 };
  }
  if (!requests) return { body: answerBody, spoiled: 0, calls: 0 };
  const checkIds = new Set(
    requests.filter((request) => request.method === 'eth_chainId').map((request) => request.id),
  );
  if (checkIds.size === 0) return { body: answerBody, spoiled: 0, calls: 0 };
  const spoil = (answer: unknown) => {
    const id = (answer as JsonRpcMessage | null)?.id;
    if (!checkIds.has(id)) return answer;
    return mode === 'chain-id-error'
      ? { jsonrpc: '2.0', id, error: { code: -32603, message: 'chain id unavailable' } }
      : { jsonrpc: '2.0', id, result: 'devnet' };
  };
  const spoiled = Array.isArray(answers) ? answers.map(spoil) : spoil(answers);
  return {
    body: JSON.stringify(spoiled),
    spoiled: checkIds.size,
    calls: requests.filter((request) => request.method === 'eth_call').length,
  };
}

export interface RpcProxy {
  readonly url: string;
  stop(): Promise<void>;
}

const CONTROL_PREFIX = PROXY_CONTROL_PREFIX;

export async function startRpcProxy(options: { target: string; port: number }): Promise<RpcProxy> {
  const target = new URL(options.target);
  const upstreamTarget = { hostname: target.hostname, port: target.port, host: target.host };
  let mode: ProxyMode = 'pass';
  let httpRequests = 0;
  const httpMethods: string[] = [];
  let webSocketsOpened = 0;
  let webSocketsRefused = 0;
  let chainIdChecksSpoiled = 0;
  let callsBesideSpoiledCheck = 0;
  let heldCalls = 0;
  /** Requests waiting in the hold mode, each answered by whatever mode comes next. */
  const held: (() => void)[] = [];
  const openSockets = new Set<Socket>();

  function dropWebSockets(): void {
    for (const socket of openSockets) socket.destroy();
    openSockets.clear();
  }

  function control(req: IncomingMessage, res: ServerResponse, body: string): void {
    if (req.method === 'POST' && req.url === `${CONTROL_PREFIX}mode`) {
      const next = body.trim() as ProxyMode;
      if (!PROXY_MODES.includes(next)) {
        res.writeHead(400).end(`unknown mode ${body}`);
        return;
      }
      mode = next;
      // A node that goes down or loses WebSocket support takes its open sockets with it.
      if (mode !== 'pass') dropWebSockets();
      if (mode !== 'hold') for (const answer of held.splice(0)) answer();
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === `${CONTROL_PREFIX}stats`) {
      const stats: ProxyStats = {
        mode,
        httpRequests,
        httpMethods,
        webSocketsOpened,
        webSocketsRefused,
        chainIdChecksSpoiled,
        callsBesideSpoiledCheck,
        heldCalls,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      return;
    }
    res.writeHead(404).end();
  }

  /** Forwards to the devnet; with `rewrite`, the answer is read whole and rewritten first. */
  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    rewrite?: (answerBody: string) => string,
  ) => forwardRequest(upstreamTarget, req, res, body, rewrite);

  function answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    if (mode === 'hold' && req.method === 'POST') {
      heldCalls += countCalls(body.toString());
      held.push(() => answer(req, res, body));
      return;
    }
    if (mode === 'pass' || mode === 'http-only' || mode === 'hold') {
      forward(req, res, body);
      return;
    }
    if (SPOILED_CHAIN_ID_MODES.includes(mode)) {
      const spoiledMode = mode;
      forward(req, res, body, (answerBody) => {
        const result = spoilChainIdAnswers(body.toString(), answerBody, spoiledMode);
        chainIdChecksSpoiled += result.spoiled;
        if (result.spoiled > 0) callsBesideSpoiledCheck += result.calls;
        return result.body;
      });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (mode === 'bad-gateway') {
      res.writeHead(502, { ...CORS_HEADERS, 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
    res.end('{"jsonrpc":"2.0","result":'); // truncated: not JSON
  }

  // Sockets only in pass mode: in the chain-id-* modes a socket would pass its own chain check
  // (the devnet answers it over the socket), and the page would follow its blocks instead of the
  // HTTP reads under test.
  function upgrade(req: IncomingMessage, client: Socket, head: Buffer): void {
    if (mode !== 'pass') {
      webSocketsRefused++;
      refuseWebSocket(client);
      return;
    }
    webSocketsOpened++;
    tunnelWebSocket(upstreamTarget, req, client, head, openSockets);
  }

  return listenProxy(
    options.port,
    {
      control,
      answer(req, res, body) {
        if (req.method === 'POST') {
          httpRequests++;
          httpMethods.push(methodsOf(body.toString()).join('+'));
        }
        answer(req, res, body);
      },
      upgrade,
    },
    openSockets,
  );
}

/** The journeys' side: switch the proxy's mode and read its counters from a test worker. */
/** Every HTTP request the page made to the proxy: JSON-RPC POSTs and refused WebSocket upgrades. */
export function requestsSeen(stats: ProxyStats): number {
  return stats.httpRequests + stats.webSocketsRefused;
}

export function rpcProxyControl(proxyUrl: string) {
  async function stats(): Promise<ProxyStats> {
    const response = await fetch(`${proxyUrl}${CONTROL_PREFIX}stats`);
    return (await response.json()) as ProxyStats;
  }
  return {
    async setMode(mode: ProxyMode): Promise<void> {
      const response = await fetch(`${proxyUrl}${CONTROL_PREFIX}mode`, {
        method: 'POST',
        body: mode,
      });
      if (!response.ok) throw new Error(`the RPC proxy refused mode ${mode}: ${response.status}`);
    },
    stats,
    /**
     * Waits until the page has sent no request for `quietMs` (a second by default: its start-up
     * reads are done; a slow machine takes longer to get there) and returns the counters then.
     */
    async untilQuiet({ quietMs = 1_000, timeoutMs = 10_000 } = {}): Promise<ProxyStats> {
      const deadline = Date.now() + timeoutMs;
      let last = await stats();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        const now = await stats();
        if (requestsSeen(now) === requestsSeen(last)) return now;
        if (Date.now() > deadline) throw new Error(`the page kept sending for ${timeoutMs} ms`);
        last = now;
      }
    },
  };
}
