import { describe, expect, it, vi } from 'vitest';
import { decodeAnswer } from './decoding';

const uint = (data: string) => {
  if (!/^0x[0-9a-f]{64}$/.test(data)) throw new Error(`not a uint256: ${data}`);
  return BigInt(data);
};

describe('decodeAnswer', () => {
  it('returns what the decoder returns and tells nobody', () => {
    const onParseError = vi.fn();
    expect(decodeAnswer(`0x${'0'.repeat(63)}7`, uint, onParseError)).toBe(7n);
    expect(onParseError).not.toHaveBeenCalled();
  });

  it('gives undefined for data that does not decode and passes the data and error on', () => {
    const onParseError = vi.fn();
    expect(decodeAnswer('0x1234', uint, onParseError)).toBeUndefined();
    expect(onParseError).toHaveBeenCalledOnce();
    expect(onParseError).toHaveBeenCalledWith('0x1234', expect.any(Error));
  });

  it('stays quiet without a handler', () => {
    expect(decodeAnswer('0x1234', uint)).toBeUndefined();
  });
});
