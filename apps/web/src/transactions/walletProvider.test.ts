import {
  createInjectedConnector,
  createWalletManager,
  type Eip1193Provider,
  type RequestArguments,
  WrongNetworkError,
} from '@dex/wallet';
import { sendWrite } from '@dex/write';
import { describe, expect, it } from 'vitest';
import { bindWalletProvider } from './walletProvider';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const ROUTER = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;

/** An EIP-1193 wallet that records every request; `chainId` can move without an event. */
class FakeWallet implements Eip1193Provider {
  readonly methods: string[] = [];

  constructor(public chainId: number) {}

  async request({ method }: RequestArguments): Promise<unknown> {
    this.methods.push(method);
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [ACCOUNT];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'eth_estimateGas':
        return '0x5208';
      case 'eth_sendTransaction':
        return HASH;
      case 'eth_signTypedData_v4':
        return `0x${'11'.repeat(65)}`;
      default:
        throw new Error(`unexpected ${method}`);
    }
  }
}

async function connectedOn(chainId: number) {
  const wallet = new FakeWallet(chainId);
  const manager = createWalletManager({
    supportedChainIds: [1, 31337],
    connectors: [createInjectedConnector({ id: 'fake', name: 'Fake', provider: wallet })],
  });
  await manager.start();
  await manager.connect('fake');
  let published: Eip1193Provider | null = null;
  bindWalletProvider(manager, (provider) => {
    published = provider;
  });
  await expect.poll(() => published).not.toBeNull();
  return { wallet, manager, provider: () => published };
}

/** A plain transfer through the write path, on the app's chain. */
const transfer = (provider: Eip1193Provider | null) =>
  sendWrite({
    provider,
    chainId: 31337,
    account: ACCOUNT,
    calls: [{ address: ROUTER, callData: '0x', value: 1n }],
  });

describe('the published wallet provider checks the chain before every write', () => {
  it('sends on the chain the app is on', async () => {
    const { wallet, provider } = await connectedOn(31337);
    await expect(transfer(provider())).resolves.toMatchObject({ hash: HASH });
    expect(wallet.methods.slice(-2)).toEqual(['eth_chainId', 'eth_sendTransaction']);
  });

  it('sends nothing when the wallet answers another chain, and enters wrong-network', async () => {
    const { wallet, manager, provider } = await connectedOn(31337);
    const guarded = provider();
    wallet.chainId = 1; // moved inside the wallet, no chainChanged reached the page
    await expect(transfer(guarded)).rejects.toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_sendTransaction');
    expect(manager.getSnapshot().error).toEqual({ kind: 'wrong-network', chainId: 1 });
  });

  it('signs no permit on another chain', async () => {
    const { wallet, provider } = await connectedOn(31337);
    const guarded = provider();
    wallet.chainId = 1;
    await expect(
      guarded?.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT, '{}'] }),
    ).rejects.toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_signTypedData_v4');
  });

  it('sends no swap on another chain, and says wrong network rather than a gas error', async () => {
    const { wallet, provider } = await connectedOn(31337);
    const guarded = provider();
    wallet.chainId = 1;
    const failure = await sendWrite({
      provider: guarded,
      chainId: 31337,
      account: ACCOUNT,
      calls: [{ address: ROUTER, callData: '0x12345678', value: 0n }],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_sendTransaction');
    expect(wallet.methods).not.toContain('eth_estimateGas');
  });
});
