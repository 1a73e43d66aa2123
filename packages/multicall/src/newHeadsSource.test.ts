import type { Eip1193Provider } from '@dex/primitives';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type BlockPushStatus, createBlockTracker } from './blockTracker';
import { ChainIdMismatchError } from './errors';
import {
  createNewHeadsSource,
  type NewHeadsSocket,
  type NewHeadsSocketConstructor,
  parseNewHead,
  REFUSALS_BEFORE_RESTING,
  RESTING_RETRY_MS,
} from './newHeadsSource';
import type { Timers } from './timers';

describe('parseNewHead', () => {
  it('reads the block number of a newHeads notification', () => {
    const message = {
      jsonrpc: '2.0',
      method: 'eth_subscription',
      params: { subscription: '0x1', result: { number: '0x1b4' } },
    };
    expect(parseNewHead(JSON.stringify(message))).toBe(436);
  });

  it.each([
    ['the subscription answer', JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0xabc' })],
    ['garbage', 'not json'],
    [
      'a non-hex number',
      JSON.stringify({ method: 'eth_subscription', params: { result: { number: '<b>1</b>' } } }),
    ],
    ['a notification without params', JSON.stringify({ method: 'eth_subscription' })],
    ['binary data', new ArrayBuffer(4)],
  ])('ignores %s', (_label, data) => {
    expect(parseNewHead(data)).toBeUndefined();
  });
});

type Listener = (event: { readonly data: unknown }) => void;

/** A WebSocket stand-in: records what the source sends and lets the test play the node. */
class FakeSocket implements NewHeadsSocket {
  readonly sent: { id: number; method: string }[] = [];
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: Listener): void;
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { id: number; method: string });
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.emit('open', undefined);
  }

  receive(message: unknown): void {
    this.emit('message', JSON.stringify(message));
  }

  drop(): void {
    this.emit('close', undefined);
  }

  private emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

/** A WebSocket class whose instances the test can reach, in the order they were opened. */
function fakeWebSocketClass() {
  const sockets: FakeSocket[] = [];
  class RecordedSocket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return { sockets, WebSocket: RecordedSocket };
}

interface FakeTimer {
  callback: () => void;
  ms: number;
  cancelled: boolean;
}

function harness() {
  const { sockets, WebSocket } = fakeWebSocketClass();
  const timers: FakeTimer[] = [];
  const fakeTimers: Timers = {
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as FakeTimer).cancelled = true;
    },
    random: () => 0.5,
  };
  const source = createNewHeadsSource({
    url: 'http://127.0.0.1:8545',
    chainId: 31337,
    WebSocket,
    timers: fakeTimers,
  });
  const blocks: number[] = [];
  const statuses: BlockPushStatus[] = [];
  const refusals: (Error | undefined)[] = [];
  const stop = source(
    (blockNumber) => blocks.push(blockNumber),
    (status, refusal) => {
      statuses.push(status);
      refusals.push(refusal);
    },
  );
  return { sockets, timers, blocks, statuses, refusals, stop };
}

const SUBSCRIPTION = '0xabc';
const head = (number: number, subscription = SUBSCRIPTION) => ({
  jsonrpc: '2.0',
  method: 'eth_subscription',
  params: { subscription, result: { number: `0x${number.toString(16)}` } },
});

/** The node's side of a good handshake: the devnet's chain id, then the subscription. */
function handshake(socket: FakeSocket, chainId = '0x7a69'): void {
  socket.open();
  socket.receive({ jsonrpc: '2.0', id: 1, result: chainId });
  socket.receive({ jsonrpc: '2.0', id: 2, result: SUBSCRIPTION });
}

describe('createNewHeadsSource', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the host WebSocket class as it is (a browser, Node 22)', () => {
    expectTypeOf<typeof WebSocket>().toExtend<NewHeadsSocketConstructor>();
  });

  it('checks the chain on the ws URL, subscribes, then asks for the latest block so none mined meanwhile is missed', () => {
    const { sockets, blocks } = harness();
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('ws://127.0.0.1:8545');
    socket.open();
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_chainId']);
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_chainId', 'eth_subscribe']);
    socket.receive({ jsonrpc: '2.0', id: 2, result: SUBSCRIPTION });
    expect(socket.sent.map((m) => m.method)).toEqual([
      'eth_chainId',
      'eth_subscribe',
      'eth_blockNumber',
    ]);
    socket.receive({ jsonrpc: '2.0', id: 3, result: '0x159' });
    socket.receive(head(346));
    expect(blocks).toEqual([345, 346]);
  });

  it('opens wss for an https node, keeping its path', () => {
    const { sockets, WebSocket } = fakeWebSocketClass();
    createNewHeadsSource({ url: 'https://rpc.example.org/v1/key', chainId: 1, WebSocket })(
      () => {},
      () => {},
    );
    expect(sockets[0]?.url).toBe('wss://rpc.example.org/v1/key');
  });

  it("uses the host's WebSocket when none is passed", () => {
    const { sockets, WebSocket } = fakeWebSocketClass();
    vi.stubGlobal('WebSocket', WebSocket);
    const stop = createNewHeadsSource({ url: 'http://127.0.0.1:8545', chainId: 31337 })(
      () => {},
      () => {},
    );
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://127.0.0.1:8545']);
    stop();
    expect(sockets[0]?.closed).toBe(true);
  });

  it('never connects nor reports on a host without WebSocket, so the tracker keeps polling', () => {
    vi.stubGlobal('WebSocket', undefined);
    const onStatus = vi.fn();
    const stop = createNewHeadsSource({ url: 'http://127.0.0.1:8545', chainId: 31337 })(
      () => {},
      onStatus,
    );
    stop();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('gives up on a URL the WebSocket class refuses: no retry, nothing reported', () => {
    const timers = { setTimeout: vi.fn(), clearTimeout: vi.fn(), random: () => 0.5 };
    const onStatus = vi.fn();
    class Refusing extends FakeSocket {
      constructor(url: string) {
        super(url);
        throw new SyntaxError(`bad URL: ${url}`);
      }
    }
    createNewHeadsSource({ url: 'http://[bad', chainId: 1, WebSocket: Refusing, timers })(
      () => {},
      onStatus,
    );
    expect(timers.setTimeout).not.toHaveBeenCalled();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('closes a socket that serves another chain for good, never subscribes, and reports why', () => {
    const { sockets, timers, blocks, statuses, refusals } = harness();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0x1' });
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_chainId']);
    expect(socket.closed).toBe(true);
    expect(statuses).toEqual(['down']);
    expect(refusals[0]).toBeInstanceOf(ChainIdMismatchError);
    expect(refusals[0]).toMatchObject({
      message: 'The node at ws://127.0.0.1:8545 serves chain 1, not chain 31337',
      actualChainId: 1,
    });
    // Whatever it pushes is ignored, and no new socket is opened after it closes.
    socket.receive(head(500));
    socket.receive({ jsonrpc: '2.0', id: 3, result: '0x1f4' });
    socket.drop();
    expect(blocks).toEqual([]);
    expect(timers).toHaveLength(0);
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['down']);
  });

  it.each<[string, unknown]>([
    ['an error', { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'busy' } }],
    ['a decimal number', { jsonrpc: '2.0', id: 1, result: '31337' }],
    ['no result', { jsonrpc: '2.0', id: 1 }],
  ])(
    'does not trust a socket whose chain id answer is %s: closed, tried again later',
    (_label, answer) => {
      const { sockets, timers, blocks, statuses, refusals } = harness();
      const socket = sockets[0] as FakeSocket;
      socket.open();
      socket.receive(answer);
      expect(socket.closed).toBe(true);
      expect(socket.sent.map((m) => m.method)).toEqual(['eth_chainId']);
      socket.receive(head(500));
      socket.drop();
      expect(blocks).toEqual([]);
      expect(statuses).toEqual(['down']);
      expect(refusals).toEqual([undefined]); // not a wrong chain: nothing to show, just polling
      expect(timers.map((t) => t.ms)).toEqual([1_000]);
      timers[0]?.callback();
      handshake(sockets[1] as FakeSocket);
      expect(statuses).toEqual(['down', 'live']);
    },
  );

  it('ignores heads before its chain is checked and heads of another subscription', () => {
    const { sockets, blocks, statuses } = harness();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive(head(400));
    socket.receive({ jsonrpc: '2.0', id: 3, result: '0x190' });
    socket.receive({ jsonrpc: '2.0', id: 2, result: SUBSCRIPTION }); // not asked yet
    expect(statuses).toEqual([]);
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    socket.receive({ jsonrpc: '2.0', id: 2, result: SUBSCRIPTION });
    socket.receive(head(401, '0xother'));
    socket.receive(head(402));
    expect(blocks).toEqual([402]);
  });

  it('waits for a usable subscription id before it reports live', () => {
    const { sockets, statuses } = harness();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    socket.receive({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'no subscriptions' } });
    socket.receive({ jsonrpc: '2.0', id: 2, result: '' });
    expect(statuses).toEqual([]);
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_chainId', 'eth_subscribe']);
  });

  it('reconnects after a dropped socket with growing delays up to 30 s, and resynchronises', () => {
    const { sockets, timers, blocks } = harness();
    (sockets[0] as FakeSocket).drop();
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    timers[0]?.callback();
    (sockets[1] as FakeSocket).drop();
    timers[1]?.callback();
    expect(timers.map((t) => t.ms)).toEqual([1_000, 2_000]);
    const third = sockets[2] as FakeSocket;
    handshake(third);
    third.receive({ jsonrpc: '2.0', id: 3, result: '0x10' });
    expect(blocks).toEqual([16]);
    // A confirmed subscription resets the backoff.
    third.drop();
    expect(timers[2]?.ms).toBe(1_000);
    // Sockets that open and then drop are not refusals: the delay doubles up to its cap.
    for (let attempt = 3; attempt < 10; attempt++) {
      timers[attempt - 1]?.callback();
      const socket = sockets[attempt] as FakeSocket;
      socket.open();
      socket.drop();
    }
    expect(timers.map((t) => t.ms)).toEqual([
      1_000, 2_000, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('rests after a node refuses the upgrade three times in a row: one try per 10 minutes, each an HTTP request', () => {
    const { sockets, timers } = harness();
    for (let attempt = 0; attempt < REFUSALS_BEFORE_RESTING + 2; attempt++) {
      (sockets[attempt] as FakeSocket).drop(); // refused: never opened
      timers[attempt]?.callback();
    }
    expect(timers.map((t) => t.ms)).toEqual([
      1_000,
      2_000,
      RESTING_RETRY_MS,
      RESTING_RETRY_MS,
      RESTING_RETRY_MS,
    ]);
    // A node that serves WebSocket again goes back to the short backoff after its next drop.
    const back = sockets.at(-1) as FakeSocket;
    handshake(back);
    back.drop();
    expect(timers.at(-1)?.ms).toBe(1_000);
  });

  it('stops for good when unsubscribed: the socket closes and no retry is left', () => {
    const { sockets, timers, stop } = harness();
    (sockets[0] as FakeSocket).drop();
    stop();
    expect(timers[0]?.cancelled).toBe(true);
    const { sockets: live, timers: liveTimers, stop: stopLive } = harness();
    stopLive();
    expect((live[0] as FakeSocket).closed).toBe(true);
    (live[0] as FakeSocket).drop();
    expect(liveTimers).toHaveLength(0);
  });

  it('reports live once subscribed and down when the socket closes, not after it is stopped', () => {
    const { sockets, timers, statuses, stop } = harness();
    const first = sockets[0] as FakeSocket;
    first.open();
    first.receive({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    expect(statuses).toEqual([]); // a checked chain is not live: the subscription may still be refused
    first.receive({ jsonrpc: '2.0', id: 2, result: SUBSCRIPTION });
    expect(statuses).toEqual(['live']);
    first.drop();
    expect(statuses).toEqual(['live', 'down']);
    timers[0]?.callback();
    const second = sockets[1] as FakeSocket;
    handshake(second);
    expect(statuses).toEqual(['live', 'down', 'live']);
    stop();
    second.drop();
    expect(statuses).toEqual(['live', 'down', 'live']);
  });

  it('ignores answers that are not block numbers', () => {
    const { sockets, blocks } = harness();
    const socket = sockets[0] as FakeSocket;
    handshake(socket);
    socket.receive({ jsonrpc: '2.0', id: 3, result: 'not hex' });
    socket.receive({ jsonrpc: '2.0', id: 3, error: { code: -32000, message: 'boom' } });
    socket.receive(null);
    socket.receive([{ jsonrpc: '2.0', id: 3, result: '0x5' }]);
    expect(blocks).toEqual([]);
  });
});

/** The block tracker fed by this source, on fake timers: what a dapp runs. */
describe('createNewHeadsSource with the block tracker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function trackerOverSockets() {
    vi.useFakeTimers();
    const node = { block: 100, requests: 0 };
    const provider: Eip1193Provider = {
      request: async () => {
        node.requests++;
        return `0x${node.block.toString(16)}`;
      },
    };
    const { sockets, WebSocket } = fakeWebSocketClass();
    // The host's timers (faked above), as a dapp gets them by default.
    const push = createNewHeadsSource({ url: 'http://node.test', chainId: 31337, WebSocket });
    const tracker = createBlockTracker({ provider, push });
    tracker.subscribe(() => {});
    const latest = () => tracker.getSnapshot().blockNumber;
    const confirm = (socket: FakeSocket, block: number) => {
      handshake(socket);
      socket.receive({ jsonrpc: '2.0', id: 3, result: `0x${block.toString(16)}` });
    };
    return { node, sockets, tracker, latest, confirm };
  }

  it('follows every block by polling when the socket never opens (an HTTP-only node)', async () => {
    const { node, sockets, latest } = trackerOverSockets();
    await vi.advanceTimersByTimeAsync(200);
    expect(latest()).toBe(100);
    (sockets[0] as FakeSocket).drop(); // the upgrade was refused
    for (let block = 101; block <= 112; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(latest()).toBe(block);
    }
  });

  it('stops polling while the socket is live, polls again when it drops, and stops when it is back', async () => {
    const { node, sockets, latest, confirm } = trackerOverSockets();
    await vi.advanceTimersByTimeAsync(200);
    confirm(sockets[0] as FakeSocket, 100);
    const requestsWhenLive = node.requests;
    for (let block = 101; block <= 112; block++) {
      (sockets[0] as FakeSocket).receive(head(block));
      await vi.advanceTimersByTimeAsync(12_000);
    }
    expect(latest()).toBe(112);
    expect(node.requests).toBe(requestsWhenLive); // no HTTP request for pushed blocks

    node.block = 113;
    (sockets[0] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(200);
    expect(latest()).toBe(113); // polled at once
    node.block = 114;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(latest()).toBe(114);

    await vi.advanceTimersByTimeAsync(1_000); // the reconnect delay
    confirm(sockets[1] as FakeSocket, 115);
    await vi.advanceTimersByTimeAsync(200);
    expect(latest()).toBe(115);
    const requestsWhenBack = node.requests;
    (sockets[1] as FakeSocket).receive(head(116));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest()).toBe(116);
    expect(node.requests).toBe(requestsWhenBack);
  });

  it('keeps polling and shows the wrong chain when the socket serves another chain', async () => {
    const { node, sockets, tracker, latest } = trackerOverSockets();
    await vi.advanceTimersByTimeAsync(200);
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0x1' });
    socket.receive(head(999)); // a block of the other chain
    await vi.advanceTimersByTimeAsync(200);
    expect(latest()).toBe(100);
    expect(tracker.getSnapshot().error).toBeInstanceOf(ChainIdMismatchError);
    for (let block = 101; block <= 103; block++) {
      node.block = block;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(latest()).toBe(block);
    }
    expect(tracker.getSnapshot().error).toBeInstanceOf(ChainIdMismatchError);
    expect(sockets).toHaveLength(1);
  });
});
