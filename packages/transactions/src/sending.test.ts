import type { Logger, RequestArguments } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { readPendingNonce, recordedCall } from './sending';

const ACCOUNT = '0x1111111111111111111111111111111111111111';

function recordingLogger() {
  const warnings: string[] = [];
  const logger: Logger = {
    debug: () => {},
    warn: (message) => warnings.push(message),
    error: () => {},
  };
  return { logger, warnings };
}

describe('readPendingNonce', () => {
  it("asks the wallet for the account's pending transaction count", async () => {
    const asked: RequestArguments[] = [];
    const nonce = await readPendingNonce(async (args) => {
      asked.push(args);
      return '0x2a';
    }, ACCOUNT);
    expect(nonce).toBe(42);
    expect(asked).toEqual([{ method: 'eth_getTransactionCount', params: [ACCOUNT, 'pending'] }]);
  });

  it.each([
    ['a wallet that fails the request', () => Promise.reject(new Error('not supported'))],
    ['an answer that is not a quantity', () => Promise.resolve('soon')],
  ])('gives undefined for %s, logged, without rejecting', async (_name, request) => {
    const { logger, warnings } = recordingLogger();
    expect(await readPendingNonce(request, ACCOUNT, logger)).toBeUndefined();
    expect(warnings).toEqual([`Could not read the pending nonce of ${ACCOUNT}`]);
  });
});

describe('recordedCall', () => {
  it('records the target and data in lower case and the value in decimal wei', () => {
    expect(
      recordedCall({
        address: '0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD',
        callData: '0xA9059CBB',
        value: 10n ** 18n,
      }),
    ).toEqual({
      to: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
      input: '0xa9059cbb',
      value: '1000000000000000000',
    });
  });

  it('records no value as 0, as a node reports the transaction', () => {
    expect(recordedCall({ address: ACCOUNT, callData: '0x' }).value).toBe('0');
  });
});
