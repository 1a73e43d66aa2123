import { describe, expect, it, vi } from 'vitest';
import { decodeOwedFees, MAX_UINT128, owedFeesCall, readOwedFees } from './fees';
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
