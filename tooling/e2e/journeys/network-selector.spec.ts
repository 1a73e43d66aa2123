// Choosing a chain (#29 §2): the header's network selector over the devnet's two chains (31337 and
// its fast chain 31338, "Fast Devnet", coin DEVPOL), with and without a wallet; `?chain=` on a
// fresh page; a wallet that switches by itself; a mainnet-only page on a chain without it.
import { Contract, parseEther } from 'ethers';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';
import { seededPositionId } from './liquidity-positions.testing';

/** Blocks the fast chain is ahead of the devnet before the page loads. */
const HEAD_START = 8;

test.describe('without a wallet', () => {
  test.use({ walletInstalled: false });

  test('?chain= on a fresh page reads that chain; the selector moves the app to another', async ({
    page,
    devnet,
    fastChain,
  }) => {
    if (!fastChain) throw new Error('the harness started no fast chain');
    // The devnet mines only for transactions, the fast chain every 250 ms: wait until the fast
    // chain is ahead, so the block indicator tells the two apart.
    const devnetBlock = (await devnet.client.latestBlock()).number;
    await expect
      .poll(async () => (await fastChain.client.latestBlock()).number, { timeout: 30_000 })
      .toBeGreaterThan(devnetBlock + HEAD_START);
    const fastBlock = (await fastChain.client.latestBlock()).number;
    await page.goto('/swap?chain=fast-devnet');
    const selector = page.getByRole('button', { name: 'Network: Fast Devnet' });
    await expect(selector).toBeVisible();
    await expect
      .poll(async () => Number(await page.getByTestId('block-number').textContent()))
      .toBeGreaterThanOrEqual(fastBlock);

    await selector.click();
    await page.getByRole('menuitemradio', { name: 'Devnet', exact: true }).click();
    await expect(page).toHaveURL(/[?&]chain=devnet(&|$)/);
    await expect(page.getByTestId('block-number')).toHaveText(String(devnetBlock));
    // The choice stays in the URL across the app's own links.
    await page.getByRole('link', { name: 'Pool', exact: true }).click();
    await expect(page).toHaveURL(/\/pool\?chain=devnet$/);
  });

  test('a link’s address that holds no token on the chain read is said to be none', async ({
    page,
  }) => {
    const nothing = '0x000000000000000000000000000000000000dEaD';
    await page.goto(`/swap?chain=fast-devnet&inputCurrency=${nothing}`);
    const notice = page.getByRole('status').filter({ hasText: 'Not a token on Fast Devnet' });
    await expect(notice).toContainText(`The link names ${nothing}, which holds no token`);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(/\/swap\?chain=fast-devnet$/);
    await expect(notice).toHaveCount(0);
  });
});

test.describe('with the injected wallet', () => {
  test('switching through the selector adds the unknown chain to the wallet and shows its balance', async ({
    page,
    wallet,
    fastChain,
  }) => {
    if (!fastChain) throw new Error('the harness started no fast chain');
    // A balance only the fast chain has, so the header shows that chain's.
    await fastChain.client.provider.send('anvil_setBalance', [
      wallet.account,
      `0x${parseEther('4321').toString(16)}`,
    ]);
    await page.goto('/swap');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('ETH');
    await page.getByRole('button', { name: 'Network: Devnet' }).click();
    await page.getByRole('menuitemradio', { name: 'Fast Devnet' }).click();
    await expect(page.getByRole('button', { name: 'Network: Fast Devnet' })).toBeVisible();
    await expect(banner).toContainText('4,321 DEVPOL');
    await expect(page).toHaveURL(/[?&]chain=fast-devnet(&|$)/);
    expect(wallet.chainId).toBe(31338);
    // The wallet did not know the chain (4902): it was added with the registry's parameters.
    const [added] = wallet.requests('wallet_addEthereumChain');
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0x7a6a',
        chainName: 'Fast Devnet',
        nativeCurrency: { name: 'Devnet POL', symbol: 'DEVPOL', decimals: 18 },
      }),
    ]);
  });

  test('/pool lists the chain chosen: a position moved away on the fast chain still shows on the devnet', async ({
    page,
    wallet,
    devnet,
    fastChain,
  }) => {
    if (!fastChain) throw new Error('the harness started no fast chain');
    // Both chains hold the same seeded positions; on the fast chain one leaves account #0.
    const moved = seededPositionId(devnet, 'in-range');
    const kept = seededPositionId(devnet, 'out-of-range');
    const manager = new Contract(fastChain.deployment.contracts.nonfungiblePositionManager, [
      'function transferFrom(address from, address to, uint256 tokenId)',
    ]);
    const owner = fastChain.client.account(0);
    await fastChain.client.send(manager, 'transferFrom', [
      owner,
      fastChain.client.account(1),
      moved,
    ]);
    const row = (id: string) => page.locator(`a[href^="/pool/${id}"]`);

    await connectWallet(page, wallet, '/pool');
    await expect(row(moved)).toBeVisible();
    await expect(row(kept)).toBeVisible();

    await page.getByRole('button', { name: 'Network: Devnet' }).click();
    await page.getByRole('menuitemradio', { name: 'Fast Devnet' }).click();
    await expect(page.getByRole('button', { name: 'Network: Fast Devnet' })).toBeVisible();
    await expect(row(kept)).toBeVisible();
    await expect(row(moved)).toHaveCount(0);
  });

  test('a wallet that refuses leaves the app where it was, saying so', async ({ page, wallet }) => {
    // Connected first: before the wallet is taken up, the selector switches the app alone.
    await connectWallet(page, wallet, '/swap');
    await page.getByRole('button', { name: 'Network: Devnet' }).click();
    wallet.rejectNext();
    await page.getByRole('menuitemradio', { name: 'Fast Devnet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'did not switch' })).toHaveText(
      'Your wallet did not switch to Fast Devnet. The app stays on Devnet.',
    );
    expect(wallet.chainId).toBe(31337);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Network: Devnet' })).toBeFocused();
    await expect(page).not.toHaveURL(/chain=fast-devnet/);
  });

  test('a wallet that switches by itself moves the app and the URL', async ({ page, wallet }) => {
    // Connected first: a wallet met on a chain at connection is not a move (chosenChainAfterWalletMove).
    await connectWallet(page, wallet, '/swap');
    await expect(page.getByRole('button', { name: 'Network: Devnet' })).toBeVisible();
    await wallet.setChain(31338);
    await expect(page.getByRole('button', { name: 'Network: Fast Devnet' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]chain=fast-devnet(&|$)/);
    await expect(page.getByRole('banner')).toContainText('DEVPOL');
  });

  test('a mainnet-only page on a chain without it says so and switches on request', async ({
    page,
  }) => {
    await page.goto('/vote?chain=fast-devnet');
    await expect(
      page.getByRole('heading', { name: 'Governance is not available on Fast Devnet' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Devnet' }).click();
    await expect(page).toHaveURL(/\/vote\?chain=devnet$/);
    await expect(page.getByRole('heading', { name: /not available/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Network: Devnet' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use(PHONE);

  test('the selector shows the logo alone, and its open list fits the screen and passes axe', async ({
    page,
  }) => {
    await page.goto('/swap');
    const selector = page.getByRole('button', { name: 'Network: Devnet' });
    await expect(selector).toBeVisible();
    await expect(selector.getByText('Devnet', { exact: true })).toBeHidden();
    await expectFitsAndAccessible(page, 'the header with the selector');
    await selector.click();
    const menu = page.getByRole('menu', { name: 'Network' });
    await expect(menu.getByRole('menuitemradio', { name: 'Devnet', exact: true })).toBeFocused();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expectFitsAndAccessible(page, 'the open network list');
  });
});
