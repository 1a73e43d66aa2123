import { describe, expect, it } from 'vitest';
import { newHeadsSource, parseNewHead } from './newHeads';

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
  const source = newHeadsSource('http://127.0.0.1:8545', {
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
  const stop = source((blockNumber) => blocks.push(blockNumber));
  return { sockets, timers, blocks, stop };
}

const head = (number: number) => ({
  jsonrpc: '2.0',
  method: 'eth_subscription',
  params: { subscription: '0x1', result: { number: `0x${number.toString(16)}` } },
});

describe('newHeadsSource', () => {
  it('subscribes on the ws URL, then asks for the latest block so none mined meanwhile is missed', () => {
    const { sockets, blocks } = harness();
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('ws://127.0.0.1:8545');
    socket.open();
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_subscribe']);
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0xabc' });
    expect(socket.sent.map((m) => m.method)).toEqual(['eth_subscribe', 'eth_blockNumber']);
    socket.receive({ jsonrpc: '2.0', id: 2, result: '0x159' });
    socket.receive(head(346));
    expect(blocks).toEqual([345, 346]);
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
    third.open();
    third.receive({ jsonrpc: '2.0', id: 1, result: '0x1' });
    third.receive({ jsonrpc: '2.0', id: 2, result: '0x10' });
    expect(blocks).toEqual([16]);
    // A confirmed subscription resets the backoff.
    third.drop();
    expect(timers[2]?.ms).toBe(1_000);
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

  it('ignores answers that are not block numbers', () => {
    const { sockets, blocks } = harness();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.receive({ jsonrpc: '2.0', id: 2, result: 'not hex' });
    socket.receive({ jsonrpc: '2.0', id: 2, error: { code: -32000, message: 'boom' } });
    socket.receive(null);
    expect(blocks).toEqual([]);
  });
});
