// What every JSON-RPC proxy in front of the devnet needs: reading a request's messages, forwarding
// it (optionally rewriting the answer), tunnelling a WebSocket upgrade, and a control channel under
// /__proxy/. The provider-shaped endpoint (providerProxy.ts) and the journeys' fault proxy
// (tooling/e2e/src/rpcProxy.ts) are both built from these.
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface JsonRpcMessage {
  readonly jsonrpc?: unknown;
  readonly id?: unknown;
  readonly method?: unknown;
  readonly params?: unknown;
}

/** The control channel's paths start with this; everything else is JSON-RPC. */
export const PROXY_CONTROL_PREFIX = '/__proxy/';

/** The CORS answer the devnet gives, for answers a proxy makes by itself. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
} as const;

/** A JSON-RPC body's messages (one, or each of a batch) and whether it was a batch; undefined when it is not JSON. */
export function jsonRpcMessages(
  body: string,
): { readonly messages: JsonRpcMessage[]; readonly batch: boolean } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const batch = Array.isArray(parsed);
    const messages = (batch ? parsed : [parsed]) as JsonRpcMessage[];
    return { messages: messages.map((message) => message ?? {}), batch };
  } catch {
    return undefined;
  }
}

/** The methods a JSON-RPC body (one message or a batch) carries; none when it is not JSON. */
export function methodsOf(body: string): string[] {
  return (jsonRpcMessages(body)?.messages ?? []).map((message) => String(message.method));
}

export interface UpstreamTarget {
  readonly hostname: string;
  readonly port: string;
  readonly host: string;
}

/**
 * Forwards a request to the upstream node. Without `rewrite` its answer is piped back as is; with
 * it, the answer is read whole and `rewrite` (which may be async) gives the body sent instead.
 */
export function forwardRequest(
  target: UpstreamTarget,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  rewrite?: (answerBody: string) => string | Promise<string>,
): void {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      if (!rewrite) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        void (async () => {
          const text = await rewrite(Buffer.concat(chunks).toString());
          const {
            'content-length': _length,
            'transfer-encoding': _encoding,
            ...headers
          } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'content-length': Buffer.byteLength(text),
          });
          res.end(text);
        })().catch(() => {
          if (!res.headersSent) res.writeHead(502, CORS_HEADERS);
          res.end();
        });
      });
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, CORS_HEADERS);
    res.end();
  });
  upstream.end(body);
}

/** Tunnels a WebSocket upgrade to the upstream node; the socket is tracked in `openSockets` until it closes. */
export function tunnelWebSocket(
  target: UpstreamTarget,
  req: IncomingMessage,
  client: Socket,
  head: Buffer,
  openSockets: Set<Socket>,
): void {
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
}

/** Refuses a WebSocket upgrade, as a node that serves HTTP only does. */
export function refuseWebSocket(client: Socket): void {
  client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
}

export interface ProxyServerHandlers {
  /** A request under PROXY_CONTROL_PREFIX, with its whole body. */
  control(req: IncomingMessage, res: ServerResponse, body: string): void;
  /** Any other request, with its whole body. */
  answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void;
  upgrade(req: IncomingMessage, client: Socket, head: Buffer): void;
}

export interface ProxyServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Listens on 127.0.0.1:`port`; stopping closes open sockets (`openSockets`) and connections. */
export async function listenProxy(
  port: number,
  handlers: ProxyServerHandlers,
  openSockets: Set<Socket>,
): Promise<ProxyServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith(PROXY_CONTROL_PREFIX)) handlers.control(req, res, body.toString());
      else handlers.answer(req, res, body);
    });
  });
  server.on('upgrade', handlers.upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of openSockets) socket.destroy();
        openSockets.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON answer (CORS included, as the devnet would). */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
