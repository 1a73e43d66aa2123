import { describe, expect, it } from 'vitest';
import { createListenerRegistry } from './listenerRegistry';

const INFINITY = Number.POSITIVE_INFINITY;

describe('createListenerRegistry', () => {
  it.each<
    [
      string,
      [op: 'add' | 'remove', chainId: number, keys: string[], blocksPerFetch: number][],
      Record<string, number>,
    ]
  >([
    ['one listener', [['add', 1, ['a'], 1]], { a: 1 }],
    [
      'two listeners, smallest blocksPerFetch wins',
      [
        ['add', 1, ['a'], 5],
        ['add', 1, ['a'], 2],
      ],
      { a: 2 },
    ],
    ['fetch-once by default stays infinite', [['add', 1, ['a'], INFINITY]], { a: INFINITY }],
    [
      'removing the last listener drops the key',
      [
        ['add', 1, ['a', 'b'], 1],
        ['remove', 1, ['a'], 1],
      ],
      { b: 1 },
    ],
    [
      'counts references',
      [
        ['add', 1, ['a'], 1],
        ['add', 1, ['a'], 1],
        ['remove', 1, ['a'], 1],
      ],
      { a: 1 },
    ],
    [
      'removing one blocksPerFetch falls back to the other',
      [
        ['add', 1, ['a'], 1],
        ['add', 1, ['a'], 10],
        ['remove', 1, ['a'], 1],
      ],
      { a: 10 },
    ],
    [
      'other chains are separate',
      [
        ['add', 1, ['a'], 1],
        ['add', 5, ['z'], 1],
      ],
      { a: 1 },
    ],
    [
      'removing what was never added is harmless',
      [
        ['remove', 1, ['a'], 1],
        ['add', 1, ['b'], 1],
        ['remove', 1, ['b'], 3],
      ],
      { b: 1 },
    ],
  ])('%s', (_name, operations, expected) => {
    const registry = createListenerRegistry();
    for (const [op, chainId, keys, blocksPerFetch] of operations)
      registry[op](chainId, keys, blocksPerFetch);
    expect(Object.fromEntries(registry.listening(1))).toEqual(expected);
    expect(registry.size(1)).toBe(Object.keys(expected).length);
  });

  it('returns the same map until something changes', () => {
    const registry = createListenerRegistry();
    registry.add(1, ['a'], 1);
    const first = registry.listening(1);
    expect(registry.listening(1)).toBe(first);
    registry.add(1, ['b'], 1);
    expect(registry.listening(1)).not.toBe(first);
  });
});
