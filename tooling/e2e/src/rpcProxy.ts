// A small proxy in front of the devnet's JSON-RPC that the app's read RPC goes through, so journeys
// can make the node behave like real endpoints do: HTTP only (no WebSocket upgrade), down (502),
// broken (200 with a body that is not JSON), or fine. Journeys switch it over HTTP from their
// worker process (POST /__proxy/mode) and read its counters (GET /__proxy/stats).
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

export const PROXY_MODES = ['pass', 'http-only', 'bad-gateway', 'garbage'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

export interface ProxyStats {
  readonly mode: ProxyMode;
  /** JSON-RPC POSTs received from the page (CORS preflights not counted). */
  readonly httpRequests: number;
  /** WebSocket upgrades accepted. */
  readonly webSocketsOpened: number;
}

export interface RpcProxy {
  readonly url: string;
  stop(): Promise<void>;
}

const CONTROL_PREFIX = '/__proxy/';

/** The CORS answer the devnet gives, for the modes where the proxy answers by itself. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
};

export async function startRpcProxy(options: { target: string; port: number }): Promise<RpcProxy> {
  const target = new URL(options.target);
  let mode: ProxyMode = 'pass';
  let httpRequests = 0;
  let webSocketsOpened = 0;
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
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === `${CONTROL_PREFIX}stats`) {
      const stats: ProxyStats = { mode, httpRequests, webSocketsOpened };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      return;
    }
    res.writeHead(404).end();
  }

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, CORS_HEADERS);
      res.end();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith(CONTROL_PREFIX)) {
        control(req, res, body.toString());
        return;
      }
      if (req.method === 'POST') httpRequests++;
      if (mode === 'pass' || mode === 'http-only') {
        forward(req, res, body);
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
    });
  });

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    if (mode !== 'pass') {
      client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      return;
    }
    webSocketsOpened++;
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headerLines = Object.entries(req.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((item) => `${name}: ${item}`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    openSockets.add(client);
    const close = () => {
      openSockets.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    client.on('close', close);
    upstream.on('error', close);
    upstream.on('close', close);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        dropWebSockets();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The journeys' side: switch the proxy's mode and read its counters from a test worker. */
export function rpcProxyControl(proxyUrl: string) {
  return {
    async setMode(mode: ProxyMode): Promise<void> {
      const response = await fetch(`${proxyUrl}${CONTROL_PREFIX}mode`, {
        method: 'POST',
        body: mode,
      });
      if (!response.ok) throw new Error(`the RPC proxy refused mode ${mode}: ${response.status}`);
    },
    async stats(): Promise<ProxyStats> {
      const response = await fetch(`${proxyUrl}${CONTROL_PREFIX}stats`);
      return (await response.json()) as ProxyStats;
    },
  };
}
