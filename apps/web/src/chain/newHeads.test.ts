import { describe, expect, it } from 'vitest';
import { parseNewHead } from './newHeads';

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
