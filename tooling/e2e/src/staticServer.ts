// A plain static file server, as an IPFS path gateway or a bucket behaves: the files of one folder
// under a path prefix, index.html for a folder, 404 for anything else. No fallback to index.html,
// no headers beyond Content-Type: whatever security the app has there, it brings itself.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly port: number;
  /** Paths requested, in order (what a reload asked the host for). */
  readonly requests: string[];
  stop(): Promise<void>;
}

/** Serves `dir` at `prefix` (e.g. `/ipfs/<cid>/`), like a gateway: `/ipfs/<cid>` redirects to the folder. */
export async function startStaticServer(dir: string, prefix: string): Promise<StaticServer> {
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`prefix ${prefix}: /…/`);
  const root = normalize(dir);
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    requests.push(path);
    if (`${path}/` === prefix) {
      response.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
