// A JSON-RPC proxy in front of the devnet that behaves like a public endpoint does: eth_getLogs
// refused over a block-range limit or a result limit with the texts real providers send, a request
// rate limit answered with HTTP 429, a batch-size limit (HTTP 413), some answers held back, and
// (strict) no WebSocket. Two profiles: `permissive` (a paid plan: results capped, generous rate)
// and `strict` (a free public endpoint). It counts what it saw and refused, for the bench and the
// journeys (GET /__proxy/stats; POST /__proxy/reset zeroes the counters).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rpc } from './anvil';
import {
  forwardRequest,
  type JsonRpcMessage,
  jsonRpcMessages,
  listenProxy,
  methodsOf,
  PROXY_CONTROL_PREFIX,
  refuseWebSocket,
  sendJson,
  tunnelWebSocket,
} from './rpcProxyKit';

export interface EndpointProfile {
  readonly name: string;
  /** eth_getLogs: the widest span (toBlock - fromBlock + 1) answered; undefined: any. */
  readonly maxLogBlockRange?: number;
  /**
   * The error text for a wider span, given the limit and the refused request's first block (some
   * providers suggest a range that would work).
   */
  readonly logRangeErrorText: (limit: number, fromBlock: number) => string;
  /** eth_getLogs: the most logs one answer may carry ('query returned more than N results'). */
  readonly maxLogResults: number;
  /** JSON-RPC messages one HTTP request may carry; a larger batch is refused whole with HTTP 413. */
  readonly maxBatchSize: number;
  /** HTTP requests answered per window; the rest get HTTP 429 until the window ends. */
  readonly rateLimit: { readonly requests: number; readonly windowMs: number };
  /** Every `every`-th request is answered `delayMs` late (deterministic, so runs are repeatable). */
  readonly slowAnswers?: { readonly every: number; readonly delayMs: number };
  /** Whether `eth_subscribe` over WebSocket is offered (its traffic is not limited). */
  readonly webSocket: boolean;
}

/**
 * Two public-endpoint shapes. Texts are the providers' own (classifyLogRangeError in
 * @dex/governance knows them): Infura/Geth's 'query returned more than 10000 results',
 * PublicNode/BSC's 'exceed maximum block range: N'.
 */
export const ENDPOINT_PROFILES = {
  /** A paid plan (Infura, Alchemy): any range but 10,000 logs an answer, 100 requests a second, WebSocket. */
  permissive: {
    name: 'permissive',
    logRangeErrorText: () => 'block range is too wide', // Ankr's text; unused without a range limit
    maxLogResults: 10_000,
    maxBatchSize: 1_000,
    rateLimit: { requests: 100, windowMs: 1_000 },
    slowAnswers: { every: 25, delayMs: 300 },
    webSocket: true,
  },
  /**
   * A free public endpoint: 100 blocks a log request (so the long-history devnet's few hundred
   * blocks since the governor's deployment need several), 10,000 logs, 100 messages a batch, 10
   * requests a second, an answer in seven held back 800 ms, HTTP only.
   */
  strict: {
    name: 'strict',
    maxLogBlockRange: 100,
    logRangeErrorText: (limit) => `exceed maximum block range: ${limit}`,
    maxLogResults: 10_000,
    maxBatchSize: 100,
    rateLimit: { requests: 10, windowMs: 1_000 },
    slowAnswers: { every: 7, delayMs: 800 },
    webSocket: false,
  },
  /**
   * Shapes whose refusal texts the app has never been told about (issue #39): the app must learn
   * the limit from the refusal itself. Cloudflare's gateway: 50 blocks, its own words.
   */
  cloudflare: {
    name: 'cloudflare',
    maxLogBlockRange: 50,
    logRangeErrorText: (limit) => `Exceeded max range limit for eth_getLogs: ${limit}`,
    maxLogResults: 10_000,
    maxBatchSize: 100,
    rateLimit: { requests: 20, windowMs: 1_000 },
    webSocket: false,
  },
  /** Alchemy's free tier: 10 blocks, with a range that would work named in hex. */
  'alchemy-free': {
    name: 'alchemy-free',
    maxLogBlockRange: 10,
    logRangeErrorText: (limit, fromBlock) =>
      `Under the Free tier plan, you can make eth_getLogs requests with up to a ${limit} block range. Based on your parameters, this block range should work: [0x${fromBlock.toString(16)}, 0x${(fromBlock + limit - 1).toString(16)}]. Upgrade to PAYG for expanded block range.`,
    maxLogResults: 10_000,
    maxBatchSize: 100,
    rateLimit: { requests: 25, windowMs: 1_000 },
    webSocket: false,
  },
  /** QuickNode's shape: 10,000 blocks a log request, a plain text naming the limit. */
  quicknode: {
    name: 'quicknode',
    maxLogBlockRange: 10_000,
    logRangeErrorText: (limit) =>
      `eth_getLogs is limited to a ${limit.toLocaleString('en-US')} range`,
    maxLogResults: 10_000,
    maxBatchSize: 100,
    rateLimit: { requests: 25, windowMs: 1_000 },
    webSocket: false,
  },
} as const satisfies Record<string, EndpointProfile>;

export type EndpointProfileName = keyof typeof ENDPOINT_PROFILES;

export interface ProviderProxyStats {
  readonly profile: string;
  /** JSON-RPC POSTs received (CORS preflights not counted), refused ones included. */
  readonly httpRequests: number;
  /** The methods of each POST, in order ('+'-joined for a batch). */
  readonly httpMethods: readonly string[];
  /** JSON-RPC messages received in those POSTs. */
  readonly messages: number;
  readonly getLogsRequests: number;
  /** POSTs answered 429 by the rate limit. */
  readonly rateLimited: number;
  /** POSTs answered 413 for carrying more than maxBatchSize messages. */
  readonly batchesRefused: number;
  /** eth_getLogs answered with the range error. */
  readonly logRangesRefused: number;
  /** eth_getLogs answered with the result-count error. */
  readonly logResultsRefused: number;
  /** POSTs answered late on purpose. */
  readonly slowAnswers: number;
  readonly webSocketsOpened: number;
  /** WebSocket upgrades refused (strict): HTTP requests too, so a page's request count includes them. */
  readonly webSocketsRefused: number;
}

export interface ProviderProxy {
  readonly url: string;
  readonly profile: EndpointProfile;
  stats(): ProviderProxyStats;
  /** Zeroes the counters (the rate window too). */
  reset(): void;
  stop(): Promise<void>;
}

export interface ProviderProxyOptions {
  /** The upstream node's HTTP URL (the devnet's rpcUrl). */
  readonly target: string;
  /** 0 (the default) for a free port. */
  readonly port?: number;
  readonly profile: EndpointProfileName | EndpointProfile;
  /** Milliseconds now; Date.now by default. */
  readonly now?: () => number;
}

const BLOCK_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);

interface LogFilter {
  readonly fromBlock?: unknown;
  readonly toBlock?: unknown;
  readonly blockHash?: unknown;
}

/** A block parameter as a number; tags (and a missing value, which means latest) resolve to `latest`. */
function blockOf(value: unknown, latest: number): number | undefined {
  if (value === undefined || value === null) return latest;
  if (typeof value !== 'string') return undefined;
  if (BLOCK_TAGS.has(value)) return latest;
  if (value === 'earliest') return 0;
  return /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : undefined;
}

function isGetLogs(message: JsonRpcMessage): boolean {
  return message.method === 'eth_getLogs';
}

function filterOf(message: JsonRpcMessage): LogFilter {
  const [filter] = Array.isArray(message.params) ? message.params : [];
  return (filter ?? {}) as LogFilter;
}

function needsLatest(filter: LogFilter): boolean {
  if (filter.blockHash !== undefined) return false;
  const isTag = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && BLOCK_TAGS.has(value));
  return isTag(filter.fromBlock) || isTag(filter.toBlock);
}

/** Block span of a log filter; undefined for a block-hash filter or unreadable blocks (left to the node). */
export function logFilterSpan(filter: LogFilter, latest: number): number | undefined {
  if (filter.blockHash !== undefined) return undefined;
  const from = blockOf(filter.fromBlock, latest);
  const to = blockOf(filter.toBlock, latest);
  if (from === undefined || to === undefined) return undefined;
  return to - from + 1;
}

function errorAnswer(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } };
}

export async function startProviderProxy(options: ProviderProxyOptions): Promise<ProviderProxy> {
  const profile: EndpointProfile =
    typeof options.profile === 'string' ? ENDPOINT_PROFILES[options.profile] : options.profile;
  const now = options.now ?? Date.now;
  const upstream = new URL(options.target);
  const target = { hostname: upstream.hostname, port: upstream.port, host: upstream.host };
  const openSockets = new Set<Socket>();

  let counters = freshCounters();
  let windowStart = now();
  let windowCount = 0;

  function freshCounters() {
    return {
      httpRequests: 0,
      httpMethods: [] as string[],
      messages: 0,
      getLogsRequests: 0,
      rateLimited: 0,
      batchesRefused: 0,
      logRangesRefused: 0,
      logResultsRefused: 0,
      slowAnswers: 0,
      webSocketsOpened: 0,
      webSocketsRefused: 0,
    };
  }

  const stats = (): ProviderProxyStats => ({
    profile: profile.name,
    ...counters,
    httpMethods: [...counters.httpMethods],
  });
  const reset = () => {
    counters = freshCounters();
    windowStart = now();
    windowCount = 0;
  };

  /** Whether this request is over the rate: fixed windows of `windowMs`. */
  function overRate(): boolean {
    const at = now();
    if (at - windowStart >= profile.rateLimit.windowMs) {
      windowStart = at;
      windowCount = 0;
    }
    windowCount++;
    return windowCount > profile.rateLimit.requests;
  }

  /** The node's answers with each eth_getLogs over a limit replaced by the provider's error. */
  async function limitLogs(
    messages: readonly JsonRpcMessage[],
    batch: boolean,
    answerBody: string,
  ): Promise<string> {
    let answers: unknown;
    try {
      answers = JSON.parse(answerBody);
    } catch {
      return answerBody;
    }
    const list = (batch && Array.isArray(answers) ? answers : [answers]) as {
      id?: unknown;
      result?: unknown;
    }[];
    const logRequests = messages.filter(isGetLogs);
    const latest = logRequests.some((message) => needsLatest(filterOf(message)))
      ? Number.parseInt(await rpc<string>(options.target, 'eth_blockNumber'), 16)
      : 0;
    const limited = list.map((answer) => {
      const message = logRequests.find((request) => request.id === answer?.id);
      if (!message) return answer;
      const span = logFilterSpan(filterOf(message), latest);
      if (
        profile.maxLogBlockRange !== undefined &&
        span !== undefined &&
        span > profile.maxLogBlockRange
      ) {
        counters.logRangesRefused++;
        const fromBlock = blockOf(filterOf(message).fromBlock, latest) ?? 0;
        return errorAnswer(
          answer.id,
          -32000,
          profile.logRangeErrorText(profile.maxLogBlockRange, fromBlock),
        );
      }
      if (Array.isArray(answer.result) && answer.result.length > profile.maxLogResults) {
        counters.logResultsRefused++;
        return errorAnswer(
          answer.id,
          -32005,
          `query returned more than ${profile.maxLogResults} results`,
        );
      }
      return answer;
    });
    return JSON.stringify(batch ? limited : limited[0]);
  }

  function answerRpc(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    if (req.method !== 'POST') {
      forwardRequest(target, req, res, body); // CORS preflights and the like
      return;
    }
    const text = body.toString();
    counters.httpRequests++;
    counters.httpMethods.push(methodsOf(text).join('+'));
    const parsed = jsonRpcMessages(text);
    counters.messages += parsed?.messages.length ?? 0;
    if (overRate()) {
      counters.rateLimited++;
      sendJson(res, 429, errorAnswer(null, -32005, 'Too Many Requests'));
      return;
    }
    if (parsed && parsed.messages.length > profile.maxBatchSize) {
      counters.batchesRefused++;
      sendJson(
        res,
        413,
        errorAnswer(
          null,
          -32600,
          `batch of ${parsed.messages.length} requests exceeds the limit of ${profile.maxBatchSize}`,
        ),
      );
      return;
    }
    const hasLogs = parsed?.messages.some(isGetLogs) ?? false;
    if (parsed) counters.getLogsRequests += parsed.messages.filter(isGetLogs).length;
    const send = () =>
      forwardRequest(
        target,
        req,
        res,
        body,
        parsed && hasLogs
          ? (answer) => limitLogs(parsed.messages, parsed.batch, answer)
          : undefined,
      );
    const slow = profile.slowAnswers;
    if (slow && counters.httpRequests % slow.every === 0) {
      counters.slowAnswers++;
      setTimeout(send, slow.delayMs);
      return;
    }
    send();
  }

  function control(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'GET' && req.url === `${PROXY_CONTROL_PREFIX}stats`) {
      sendJson(res, 200, stats());
      return;
    }
    if (req.method === 'POST' && req.url === `${PROXY_CONTROL_PREFIX}reset`) {
      reset();
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  }

  const server = await listenProxy(
    options.port ?? 0,
    {
      control,
      answer: answerRpc,
      upgrade(req, client, head) {
        if (!profile.webSocket) {
          counters.webSocketsRefused++;
          refuseWebSocket(client);
          return;
        }
        counters.webSocketsOpened++;
        tunnelWebSocket(target, req, client, head, openSockets);
      },
    },
    openSockets,
  );
  return { url: server.url, profile, stats, reset, stop: server.stop };
}

/** A test's or the bench's side: read and zero a provider proxy's counters over HTTP. */
export function providerProxyControl(proxyUrl: string) {
  return {
    async stats(): Promise<ProviderProxyStats> {
      const response = await fetch(`${proxyUrl}${PROXY_CONTROL_PREFIX}stats`);
      if (!response.ok) throw new Error(`the provider proxy's stats: HTTP ${response.status}`);
      return (await response.json()) as ProviderProxyStats;
    },
    async reset(): Promise<void> {
      const response = await fetch(`${proxyUrl}${PROXY_CONTROL_PREFIX}reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`the provider proxy's reset: HTTP ${response.status}`);
    },
  };
}
