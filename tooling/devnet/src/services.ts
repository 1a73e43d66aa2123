// The devnet's HTTP services on one port: the airdrop claim lookup, the token lists, an IPFS
// gateway stand-in (two gateway prefixes, so fallback between gateways can be exercised), and the
// deployment file itself.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddress, isAddress } from 'ethers';
import type { Deployment } from './deployment';
import { contentId } from './ipfs';
import {
  DEVNET_LIST_VERSIONS,
  type DevnetListVersion,
  devnetTokenList,
  serializeList,
  unsupportedTokenList,
} from './tokenLists';
import type { TokenKey } from './world';

export const SERVICE_PATHS = {
  claims: '/claims',
  devnetList: '/lists/devnet.tokenlist.json',
  devnetListVersion: (version: DevnetListVersion) => `/lists/devnet-${version}.tokenlist.json`,
  unsupportedList: '/lists/unsupported.tokenlist.json',
  listVersionControl: '/control/devnet-list-version',
  ipfsGateways: ['/gateway-a/ipfs/', '/gateway-b/ipfs/'],
  ipnsGateways: ['/gateway-a/ipns/', '/gateway-b/ipns/'],
  deployment: '/deployment.json',
  health: '/health',
} as const;

/** The IPNS name under which the stand-in publishes the current devnet list. */
export const DEVNET_LIST_IPNS_NAME = 'tokens.dexdev.eth';

export interface DevnetServices {
  readonly url: string;
  readonly port: number;
  /** Which devnet list version /lists/devnet.tokenlist.json serves now. */
  listVersion(): DevnetListVersion;
  setListVersion(version: DevnetListVersion): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, referrer-policy, accept',
  'access-control-max-age': '600',
};

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > limit) throw new Error('body too large');
  }
  return body;
}

export async function startServices(
  deployment: Deployment,
  options: { port?: number; host?: string } = {},
): Promise<DevnetServices> {
  const addresses = Object.fromEntries(
    Object.entries(deployment.tokens).map(([key, token]) => [key, token.address]),
  ) as Record<TokenKey, string>;
  const lists = new Map(
    DEVNET_LIST_VERSIONS.map((version) => [
      version,
      serializeList(devnetTokenList(version, addresses)),
    ]),
  );
  const unsupported = serializeList(unsupportedTokenList(addresses));
  // Everything the gateways serve, by content id: every list version is pinned.
  const pinned = new Map<string, string>();
  for (const body of [...lists.values(), unsupported]) {
    const { cidV0, cidV1 } = contentId(body);
    pinned.set(cidV0, body);
    pinned.set(cidV1, body);
  }
  let current: DevnetListVersion = '1.0.0';
  const currentList = () => lists.get(current) as string;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://devnet');
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method === 'POST' && path === SERVICE_PATHS.claims) {
      let parsed: { chainId?: unknown; address?: unknown };
      try {
        parsed = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, JSON.stringify({ error: 'Body must be JSON {chainId, address}' }));
      }
      if (
        parsed.chainId !== deployment.chainId ||
        typeof parsed.address !== 'string' ||
        !isAddress(parsed.address)
      ) {
        return send(res, 404, JSON.stringify({ error: 'No claim for account' }));
      }
      const claim = deployment.airdrop.claims[getAddress(parsed.address)];
      if (!claim) return send(res, 404, JSON.stringify({ error: 'No claim for account' }));
      return send(
        res,
        200,
        JSON.stringify({
          index: claim.index,
          amount: claim.amount,
          proof: claim.proof,
          isSOCKS: claim.isSOCKS,
          isUser: claim.isUser,
          isLP: claim.isLP,
        }),
      );
    }
    if (req.method === 'POST' && path === SERVICE_PATHS.listVersionControl) {
      const version = (await readBody(req)).trim().replace(/"/g, '') as DevnetListVersion;
      if (!lists.has(version))
        return send(res, 400, JSON.stringify({ error: `Unknown version ${version}` }));
      current = version;
      return send(res, 200, JSON.stringify({ version }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, '{"error":"Method not allowed"}');
    if (path === SERVICE_PATHS.health) return send(res, 200, '{"ok":true}');
    if (path === SERVICE_PATHS.deployment)
      return send(res, 200, JSON.stringify(deployment, null, 2));
    if (path === SERVICE_PATHS.devnetList) return send(res, 200, currentList());
    if (path === SERVICE_PATHS.unsupportedList) return send(res, 200, unsupported);
    for (const version of DEVNET_LIST_VERSIONS) {
      if (path === SERVICE_PATHS.devnetListVersion(version))
        return send(res, 200, lists.get(version) as string);
    }
    for (const prefix of SERVICE_PATHS.ipfsGateways) {
      if (path.startsWith(prefix)) {
        const body = pinned.get(path.slice(prefix.length).replace(/\/$/, ''));
        return body ? send(res, 200, body) : send(res, 404, '{"error":"Not found"}');
      }
    }
    for (const prefix of SERVICE_PATHS.ipnsGateways) {
      if (path.startsWith(prefix)) {
        return path.slice(prefix.length).replace(/\/$/, '') === DEVNET_LIST_IPNS_NAME
          ? send(res, 200, currentList())
          : send(res, 404, '{"error":"Not found"}');
      }
    }
    return send(res, 404, '{"error":"Not found"}');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) =>
      send(res, 500, JSON.stringify({ error: error.message })),
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    listVersion: () => current,
    setListVersion(version) {
      if (!lists.has(version)) throw new Error(`Unknown devnet list version ${version}`);
      current = version;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
