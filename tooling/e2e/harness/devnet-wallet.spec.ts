// The test harness, not the product: the injected devnet wallet behaves like a user's browser
// wallet (accounts, chain switching, sending, scripted rejections, events), and a page without it
// has no wallet at all. Counted apart from the product's tests.
import { expect, test } from '../src/fixtures';
import type { ProviderRpcError } from '../src/wallet/protocol';

// page.evaluate() callbacks run in the browser: they use window.ethereum and nothing from this file.
test.describe('with the devnet wallet', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('eth_requestAccounts returns dev account #0 on the devnet chain', async ({
    page,
    devnet,
  }) => {
    const [accounts, chainId] = await page.evaluate(async () => {
      const ethereum = window.ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      return [
        await ethereum.request({ method: 'eth_requestAccounts' }),
        await ethereum.request({ method: 'eth_chainId' }),
      ];
    });
    expect(accounts).toEqual([devnet.client.account(0).toLowerCase()]);
    expect(chainId).toBe('0x7a69');
  });

  test('an EIP-6963 request gets exactly one announcement, of window.ethereum', async ({
    page,
  }) => {
    const announcements = await page.evaluate(async () => {
      const seen: { info: Record<string, string>; isWindowEthereum: boolean }[] = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail;
        seen.push({ info: { ...info }, isWindowEthereum: provider === window.ethereum });
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return seen;
    });
    expect(announcements).toHaveLength(1);
    expect(announcements[0]?.isWindowEthereum).toBe(true);
    const info = announcements[0]?.info;
    expect(info?.name).toBe('Devnet Wallet');
    expect(info?.rdns).toBe('org.dex.devnet-wallet');
    expect(info?.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(info?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test('wallet_switchEthereumChain to 1 emits chainChanged 0x1; an unknown chain fails with 4902', async ({
    page,
    wallet,
  }) => {
    const outcome = await page.evaluate(async () => {
      const ethereum = window.ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      const events: unknown[] = [];
      ethereum.on('chainChanged', (chainId) => events.push(chainId));
      await ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      });
      const chainId = await ethereum.request({ method: 'eth_chainId' });
      const unknownChainError = await ethereum
        .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
        .then(
          () => undefined,
          (error: ProviderRpcError) => error.code,
        );
      return { events, chainId, unknownChainError };
    });
    expect(outcome).toEqual({ events: ['0x1'], chainId: '0x1', unknownChainError: 4902 });
    expect(wallet.chainId).toBe(1);
  });

  test('after 4902, wallet_addEthereumChain adds the chain and switches to it', async ({
    page,
    wallet,
  }) => {
    await wallet.setChain(1);
    wallet.forgetChain(31337);
    const outcome = await page.evaluate(async () => {
      const ethereum = window.ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      const events: unknown[] = [];
      ethereum.on('chainChanged', (chainId) => events.push(chainId));
      const switchTo = () =>
        ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
      const firstSwitch = await switchTo().then(
        () => 'switched',
        (error: ProviderRpcError) => error.code,
      );
      await ethereum.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a69',
            chainName: 'Devnet',
            rpcUrls: ['http://127.0.0.1:8545'],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      });
      return { firstSwitch, events, chainId: await ethereum.request({ method: 'eth_chainId' }) };
    });
    expect(outcome).toEqual({ firstSwitch: 4902, events: ['0x7a69'], chainId: '0x7a69' });
    expect(wallet.requests('wallet_addEthereumChain')).toHaveLength(1);
  });

  test('eth_sendTransaction of 1 wei to account #1 is mined on the devnet', async ({
    page,
    devnet,
  }) => {
    const to = devnet.client.account(1);
    const before = await devnet.client.provider.getBalance(to);
    const hash = await page.evaluate(async (to) => {
      const ethereum = window.ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      const [from] = (await ethereum.request({ method: 'eth_requestAccounts' })) as string[];
      return ethereum.request({
        method: 'eth_sendTransaction',
        params: [{ from, to, value: '0x1' }],
      });
    }, to);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await devnet.client.waitForReceipt(String(hash));
    expect(receipt?.status).toBe(1);
    expect(receipt?.from).toBe(devnet.client.account(0));
    expect(await devnet.client.provider.getBalance(to)).toBe(before + 1n);
  });

  test('rejectNext() makes the next prompt fail with 4001, and only that one', async ({
    page,
    wallet,
  }) => {
    wallet.rejectNext();
    const outcomes = await page.evaluate(async () => {
      const ethereum = window.ethereum;
      if (!ethereum) throw new Error('no window.ethereum');
      const attempt = () =>
        ethereum.request({ method: 'eth_requestAccounts' }).then(
          () => 'approved',
          (error: ProviderRpcError) => error.code,
        );
      return [await attempt(), await attempt()];
    });
    expect(outcomes).toEqual([4001, 'approved']);
  });

  test('setChain, setAccount and lockAccounts reach the page as EIP-1193 events', async ({
    page,
    wallet,
    devnet,
  }) => {
    const readLog = () =>
      page.evaluate(() => (window as unknown as { walletLog: unknown[] }).walletLog);
    await page.evaluate(() => {
      const log: unknown[] = [];
      (window as unknown as { walletLog: unknown[] }).walletLog = log;
      for (const event of ['accountsChanged', 'chainChanged']) {
        window.ethereum?.on(event, (payload) => log.push([event, payload]));
      }
    });
    await wallet.setChain(5);
    await wallet.setAccount(2);
    await wallet.lockAccounts();
    expect(await readLog()).toEqual([
      ['chainChanged', '0x5'],
      ['accountsChanged', [devnet.client.account(2).toLowerCase()]],
      ['accountsChanged', []],
    ]);
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_accounts' }))).toEqual(
      [],
    );
    const sendWhileLocked = await page.evaluate(() =>
      window.ethereum
        ?.request({
          method: 'eth_sendTransaction',
          params: [{ to: '0x0000000000000000000000000000000000000001' }],
        })
        .then(
          () => 'sent',
          (error: ProviderRpcError) => error.code,
        ),
    );
    expect(sendWhileLocked).toBe(4100);
  });
});

test.describe('without a wallet', () => {
  test.use({ walletInstalled: false });

  test('the page has no window.ethereum and nothing answers EIP-6963', async ({ page }) => {
    await page.goto('/');
    const found = await page.evaluate(async () => {
      let announcements = 0;
      window.addEventListener('eip6963:announceProvider', () => {
        announcements += 1;
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { announcements, hasEthereum: 'ethereum' in window };
    });
    expect(found).toEqual({ announcements: 0, hasEthereum: false });
  });
});
