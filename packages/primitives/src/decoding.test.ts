import { describe, expect, it, vi } from 'vitest';
import { createParseErrorReporter, decodeAnswer } from './decoding';

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

describe('createParseErrorReporter', () => {
  const MESSAGE = 'Result data parsing failed';
  const logger = () => ({ debug: vi.fn() });

  it('logs each bad answer once, however often it is decoded again', () => {
    const log = logger();
    const report = createParseErrorReporter(log, MESSAGE);
    for (let block = 0; block < 3; block++) {
      decodeAnswer('0xdead', uint, report);
      decodeAnswer('0xbeef', uint, report);
    }
    expect(log.debug.mock.calls.map(([message, data]) => [message, data])).toEqual([
      [MESSAGE, '0xdead'],
      [MESSAGE, '0xbeef'],
    ]);
  });

  it('forgets old answers after a while rather than growing for ever', () => {
    const log = logger();
    const report = createParseErrorReporter(log, MESSAGE);
    for (let index = 0; index <= 256; index++) report(`0x${index.toString(16)}`, new Error());
    report('0x0', new Error());
    expect(log.debug).toHaveBeenCalledTimes(258);
  });
});
