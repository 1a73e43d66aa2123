import { type PermitInfo, signPermit } from '@dex/approvals';
import {
  createInjectedConnector,
  createWalletManager,
  type Eip1193Provider,
  type RequestArguments,
  WrongNetworkError,
} from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { sendWrite } from './sendWrite';
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
    supportedChainIds: [1, 31337, 31338],
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

/** A plain transfer through the write path, built for `chainId` (the app's chain). */
const transfer = (provider: Eip1193Provider | null, chainId = 31337) =>
  sendWrite({
    provider,
    chainId,
    account: ACCOUNT,
    calls: [{ address: ROUTER, callData: '0x', value: 1n }],
  });

const PERMIT: PermitInfo = {
  type: 'amount',
  domain: { name: 'Token', version: '1', chainId: 31337, verifyingContract: ROUTER },
  nonce: 0n,
};

describe("the published wallet provider: writes go out only on the write's chain", () => {
  it('sends on the chain the app is on', async () => {
    const { wallet, provider } = await connectedOn(31337);
    await expect(transfer(provider())).resolves.toMatchObject({ hash: HASH });
    expect(wallet.methods).toContain('eth_sendTransaction');
  });

  it("sends nothing for the app's chain while the wallet sits on another one it is known on (a ?chain= link)", async () => {
    // The manager knows the wallet is on 31337 and is right; the app reads 31338.
    const { wallet, manager, provider } = await connectedOn(31337);
    await expect(transfer(provider(), 31338)).rejects.toMatchObject({ chainId: 31337 });
    expect(wallet.methods).not.toContain('eth_estimateGas');
    expect(wallet.methods).not.toContain('eth_sendTransaction');
    expect(manager.getSnapshot().connection?.chainId).toBe(31337);
  });

  it('sends nothing when the wallet moved without an event, and the page learns where it is', async () => {
    const { wallet, manager, provider } = await connectedOn(31337);
    const published = provider();
    wallet.chainId = 1; // moved inside the wallet, no chainChanged reached the page
    await expect(transfer(published)).rejects.toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_sendTransaction');
    await expect.poll(() => manager.getSnapshot().connection?.chainId).toBe(1);
  });

  it('a wallet that moved unseen to a chain the app does not offer: the wrong-network state', async () => {
    const { wallet, manager, provider } = await connectedOn(31337);
    const published = provider();
    wallet.chainId = 8453;
    await expect(transfer(published)).rejects.toMatchObject({ chainId: 8453 });
    await expect
      .poll(() => manager.getSnapshot().error)
      .toEqual({ kind: 'wrong-network', chainId: 8453 });
  });

  it('signs no permit on another chain than its own', async () => {
    const { wallet, provider } = await connectedOn(31337);
    const published = provider();
    wallet.chainId = 1;
    await expect(
      signPermit({
        provider: published,
        account: ACCOUNT,
        info: PERMIT,
        spender: ROUTER,
        value: 1n,
        chainTime: () => 1_000n,
        deadlineSeconds: 60,
      }),
    ).rejects.toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_signTypedData_v4');
  });

  it('sends no swap on another chain, and says wrong network rather than a gas error', async () => {
    const { wallet, provider } = await connectedOn(31337);
    const published = provider();
    wallet.chainId = 1;
    const failure = await sendWrite({
      provider: published,
      chainId: 31337,
      account: ACCOUNT,
      calls: [{ address: ROUTER, callData: '0x12345678', value: 0n }],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WrongNetworkError);
    expect(wallet.methods).not.toContain('eth_sendTransaction');
    expect(wallet.methods).not.toContain('eth_estimateGas');
  });
});
