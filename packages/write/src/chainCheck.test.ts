import type { Eip1193Provider, RequestArguments } from '@dex/primitives';
import { WrongNetworkError } from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { withChainCheck } from './chainCheck';

function recordingWallet() {
  const methods: string[] = [];
  const wallet: Eip1193Provider = {
    async request({ method }: RequestArguments) {
      methods.push(method);
      return '0x1';
    },
  };
  return { wallet, methods };
}

describe('withChainCheck', () => {
  it.each(['eth_sendTransaction', 'eth_estimateGas', 'eth_signTypedData_v4', 'personal_sign'])(
    'asks for the chain before %s, and makes no request when the chain is wrong',
    async (method) => {
      const { wallet, methods } = recordingWallet();
      const guarded = withChainCheck(wallet, async () => {
        throw new WrongNetworkError(1);
      });
      await expect(guarded.request({ method, params: [] })).rejects.toBeInstanceOf(
        WrongNetworkError,
      );
      expect(methods).toEqual([]);
    },
  );

  it('lets reads through without asking', async () => {
    const { wallet, methods } = recordingWallet();
    let asked = 0;
    const guarded = withChainCheck(wallet, async () => {
      asked += 1;
    });
    await guarded.request({ method: 'eth_accounts' });
    await guarded.request({ method: 'eth_sendTransaction', params: [] });
    expect(methods).toEqual(['eth_accounts', 'eth_sendTransaction']);
    expect(asked).toBe(1);
  });

  it("keeps the wallet's event methods", () => {
    const on = () => undefined;
    const guarded = withChainCheck({ request: async () => null, on }, async () => {});
    expect(typeof guarded.on).toBe('function');
    expect(guarded.removeListener).toBeUndefined();
  });
});
