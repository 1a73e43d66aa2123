import { describe, expect, it } from 'vitest';
import { readGasPrice } from './gasPrice';

describe('readGasPrice', () => {
  it("reads the node's gas price; none when it refuses or answers no number", async () => {
    expect(await readGasPrice(async () => '0x3b9aca00')).toBe(1_000_000_000n);
    expect(
      await readGasPrice(async () => {
        throw new Error('method not found');
      }),
    ).toBeUndefined();
    expect(await readGasPrice(async () => 'garbage')).toBeUndefined();
  });
});
