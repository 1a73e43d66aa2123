import { describe, expect, it } from 'vitest';
import { addV2Path } from './addRoute';

describe('choosing a currency on /add/v2', () => {
  it.each([
    ['A', '0xB', 'ETH', '0xC', '/add/v2/0xB/0xC'],
    ['A', '0xc', 'ETH', '0xC', '/add/v2/0xc/ETH'],
    ['A', '0xB', 'ETH', undefined, '/add/v2/0xB'],
    ['B', '0xB', 'ETH', undefined, '/add/v2/ETH/0xB'],
    ['B', 'eth', 'ETH', '0xC', '/add/v2/0xC/eth'],
    ['B', '0xB', undefined, undefined, '/add/v2/ETH/0xB'],
  ] as const)('side %s picks %s on /add/v2/%s/%s: %s', (side, id, a, b, path) => {
    expect(addV2Path(side, id, a, b)).toBe(path);
  });
});
