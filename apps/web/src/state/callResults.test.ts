import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCallData } from './callResults';

afterEach(() => vi.restoreAllMocks());

const decodeUint = (data: string) => {
  if (!/^0x[0-9a-f]{64}$/i.test(data)) throw new Error(`bad data ${data}`);
  return BigInt(data);
};
const word = `0x${'0'.repeat(62)}2a`;

describe('decodeCallData', () => {
  it('decodes good data without logging', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(decodeCallData({ data: word, error: false }, decodeUint)).toBe(42n);
    expect(debug).not.toHaveBeenCalled();
  });

  it('gives undefined for no data or an errored call, without logging', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(decodeCallData(undefined, decodeUint)).toBeUndefined();
    expect(decodeCallData({ data: undefined, error: false }, decodeUint)).toBeUndefined();
    expect(decodeCallData({ data: word, error: true }, decodeUint)).toBeUndefined();
    expect(debug).not.toHaveBeenCalled();
  });

  it("logs undecodable data through the app's logger with the spec's text", () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(decodeCallData({ data: '0x1234', error: false }, decodeUint)).toBeUndefined();
    expect(debug).toHaveBeenCalledWith('Result data parsing failed', '0x1234', expect.any(Error));
  });
});
