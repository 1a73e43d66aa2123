import { describe, expect, it, vi } from 'vitest';
import { decodeOwedFees, followOwedFees, MAX_UINT128, owedFeesCall, readOwedFees } from './fees';
import { POSITION_MANAGER_INTERFACE } from './positions';

const MANAGER = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('owed fees', () => {
  it('asks the manager to collect everything, from the owner, to the owner', () => {
    const call = owedFeesCall(MANAGER, 9n, OWNER);
    expect(call.from).toBe(OWNER);
    expect(call.address).toBe(MANAGER);
    const [params] = POSITION_MANAGER_INTERFACE.decodeFunctionData('collect', call.callData);
    expect([params.tokenId, params.recipient, params.amount0Max, params.amount1Max]).toEqual([
      9n,
      OWNER,
      MAX_UINT128,
      MAX_UINT128,
    ]);
  });

  it('reads the amounts with eth_call from the owner', async () => {
    const answer = POSITION_MANAGER_INTERFACE.encodeFunctionResult('collect', [12n, 34n]);
    const request = vi.fn(async () => answer);
    const call = owedFeesCall(MANAGER, 9n, OWNER);
    await expect(readOwedFees({ request }, call, '0x10')).resolves.toEqual({
      amount0: 12n,
      amount1: 34n,
    });
    expect(request).toHaveBeenCalledWith({
      method: 'eth_call',
      params: [{ from: OWNER, to: MANAGER, data: call.callData }, '0x10'],
    });
  });

  it('reports a malformed answer to onParseError, also when read from the node', async () => {
    const onParseError = vi.fn();
    expect(decodeOwedFees('0x1234', onParseError)).toBeUndefined();
    await readOwedFees(
      { request: async () => '0xbeef' },
      owedFeesCall(MANAGER, 1n, OWNER),
      'latest',
      onParseError,
    );
    expect(onParseError.mock.calls.map(([data]) => data)).toEqual(['0x1234', '0xbeef']);
  });

  it('is undefined for a malformed answer, and rejects with the node', async () => {
    expect(decodeOwedFees('0x1234')).toBeUndefined();
    expect(decodeOwedFees(undefined)).toBeUndefined();
    await expect(
      readOwedFees({ request: async () => 7 }, owedFeesCall(MANAGER, 1n, OWNER)),
    ).resolves.toBeUndefined();
    await expect(
      readOwedFees(
        { request: async () => Promise.reject(new Error('Not approved')) },
        owedFeesCall(MANAGER, 1n, OWNER),
      ),
    ).rejects.toThrow('Not approved');
  });
});

describe('followOwedFees', () => {
  const encoded = (amount0: bigint) =>
    POSITION_MANAGER_INTERFACE.encodeFunctionResult('collect', [amount0, 0n]);

  it('reads at once and at every block, dropping an answer older than the one shown', async () => {
    // The first read answers last: its answer must not replace the block's newer one.
    const answers: ((data: string) => void)[] = [];
    const request = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    let block: (() => void) | undefined;
    const stopBlocks = vi.fn();
    const shown: (bigint | undefined)[] = [];
    const stop = followOwedFees({
      provider: { request },
      call: owedFeesCall(MANAGER, 1n, OWNER),
      eachBlock: (read) => {
        block = read;
        return stopBlocks;
      },
      onFees: (owed) => shown.push(owed?.amount0),
    });
    block?.();
    expect(request).toHaveBeenCalledTimes(2);
    answers[1]?.(encoded(2n));
    await vi.waitFor(() => expect(shown).toEqual([2n]));
    answers[0]?.(encoded(1n));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toEqual([2n]);
    stop();
    expect(stopBlocks).toHaveBeenCalled();
  });

  it('shows undefined for a failed read, after reporting it, and nothing once stopped', async () => {
    const onError = vi.fn();
    const shown: unknown[] = [];
    let fail: ((error: Error) => void) | undefined;
    const stop = followOwedFees({
      provider: {
        request: () =>
          new Promise((_resolve, reject) => {
            fail = reject;
          }),
      },
      call: owedFeesCall(MANAGER, 1n, OWNER),
      eachBlock: () => () => {},
      onFees: (owed) => shown.push(owed),
      onError,
    });
    fail?.(new Error('down'));
    await vi.waitFor(() => expect(shown).toEqual([undefined]));
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    stop();
  });
});
