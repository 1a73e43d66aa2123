import {
  type BlockPushStatus,
  ChainIdMismatchError,
  createBlockTracker,
  type Eip1193Provider,
} from '@dex/multicall';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newHeadsSource,
  parseNewHead,
  REFUSALS_BEFORE_RESTING,
  RESTING_RETRY_MS,
} from './newHeads';

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
    ['binary data', new ArrayBuffer(4)],
  ])('ignores %s', (_label, data) => {
    expect(parseNewHead(data)).toBeUndefined();
  });
});

/** A WebSocket stand-in: records what the page sends and lets the test play the node. */
class FakeSocket extends EventTarget {
  readonly sent: { id: number; method: string }[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { id: number; method: string });
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.dispatchEvent(new Event('open'));
  }

  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(): void {
    this.dispatchEvent(new Event('close'));
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number; cancelled: boolean }[] = [];
  const source = newHeadsSource('http://127.0.0.1:8545', 31337, {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
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

describe('newHeadsSource', () => {
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

  it('reconnects after a dropped socket with growing delays, and resynchronises', () => {
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
    expect(blocks).toEqual([]);
  });
});

/** The block tracker of @dex/multicall fed by this source, on fake timers: what the app runs. */
describe('newHeadsSource with the block tracker', () => {
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
    const sockets: FakeSocket[] = [];
    const push = newHeadsSource('http://node.test', 31337, {
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
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
      expect(latest()).toBe(block); // followed over HTTP, whose chain the transport checks
    }
    expect(tracker.getSnapshot().error).toBeInstanceOf(ChainIdMismatchError);
    expect(sockets).toHaveLength(1);
  });
});
