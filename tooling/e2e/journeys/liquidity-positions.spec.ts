// V3 positions on the devnet (issue #16, spec 001 §2 "V3 pools overview", "Position detail"):
// the disconnected and empty overview, the badge of each seeded position, a stranger's view of a
// position, collecting its fees (judged by the chain), a wallet moving under Collect (nothing sent),
// and a hostile token URI rendered inert.
import type { Page } from '@playwright/test';
import { AbiCoder } from 'ethers';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { positionContracts, seededPositionId } from './liquidity-positions.testing';

const MANAGER = [
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) returns (uint256 amount0, uint256 amount1)',
];
const MAX_UINT128 = 2n ** 128n - 1n;

/** Spec 001 §2's promo cards: the liquidity guide and the analytics pool list, both external. */
async function expectPromoCards(page: Page) {
  const promos = page.getByRole('list', { name: 'Learn more about liquidity' });
  await expect(promos.getByRole('listitem')).toHaveCount(2);
  await expect(
    promos.getByRole('heading', { level: 2, name: 'Learn about providing liquidity' }),
  ).toBeVisible();
  await expect(promos.getByRole('link', { name: /Read the liquidity guide/ })).toHaveAttribute(
    'href',
    /^https:\/\/docs\.uniswap\.org\//,
  );
  await expect(promos.getByRole('heading', { level: 2, name: 'Top pools' })).toBeVisible();
  const pools = promos.getByRole('link', { name: /Explore pools on analytics/ });
  await expect(pools).toHaveAttribute('href', 'https://info.uniswap.org/#/pools');
  await expect(pools).toHaveAttribute('target', '_blank');
}

test('without a wallet, /pool asks to connect', async ({ page, wallet }) => {
  await wallet.lockAccounts();
  await page.goto('/pool');
  await expect(page.getByRole('heading', { level: 1, name: 'Pools Overview' })).toBeVisible();
  await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible();
  await expectPromoCards(page);
  await page.getByRole('button', { name: 'Connect a wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible();
});

test('an account without positions reads "No liquidity found."', async ({ page, wallet }) => {
  await wallet.setAccount(7);
  await connectWallet(page, wallet, '/pool');
  await expect(page.getByText('No liquidity found.')).toBeVisible();
  await expect(page.getByRole('link', { name: '+ New Position' })).toHaveAttribute(
    'href',
    '/add/ETH',
  );
});

test("account #0's seeded positions show their badges; closed ones can be hidden", async ({
  page,
  wallet,
  devnet,
}) => {
  await connectWallet(page, wallet, '/pool');
  const expected = { 'in-range': 'In range', 'out-of-range': 'Out of range', closed: 'Inactive' };
  const { USDC, DAI } = devnet.deployment.tokens;
  for (const [state, badge] of Object.entries(expected)) {
    const row = page.locator(`a[href="/pool/${seededPositionId(devnet, state)}"]`);
    await expect(row).toContainText(badge);
    await expect(row).toContainText(/WETH \/ (USDC|DAI)|DAI \/ WETH/);
    // Beside each position, the list links to /add/{a}/{b} for its pair (spec 001 §2).
    const add = row
      .locator('xpath=..')
      .getByRole('link', { name: /^Add liquidity to (WETH \/ (USDC|DAI)|DAI \/ WETH)$/ });
    await expect(add).toHaveAttribute(
      'href',
      new RegExp(`^/add/(ETH/(${USDC?.address}|${DAI?.address})|${DAI?.address}/ETH)$`),
    );
  }
  const closed = page.locator(`a[href="/pool/${seededPositionId(devnet, 'closed')}"]`);
  await page.getByRole('button', { name: 'Hide closed positions' }).click();
  await expect(closed).toHaveCount(0);
  await page.getByRole('button', { name: 'Show closed positions' }).click();
  await expect(closed).toHaveCount(1);
  // The More menu's destinations.
  await page.getByRole('main').getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('link', { name: 'Migrate' })).toHaveAttribute('href', '/migrate/v2');
  await page.keyboard.press('Escape');
  await closed.click();
  await expect(page).toHaveURL(new RegExp(`/pool/${seededPositionId(devnet, 'closed')}$`));
  await expect(page.getByText('Inactive').first()).toBeVisible();
});

test("a stranger sees the position's value but only the owner, not its actions", async ({
  page,
  wallet,
  devnet,
}) => {
  await wallet.setAccount(1);
  const id = seededPositionId(devnet, 'in-range');
  await connectWallet(page, wallet, `/pool/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WETH / USDC');
  await expect(page.getByText('In range').first()).toBeVisible();
  await expect(page.getByText(/^Owner: 0xf39F\.\.\.2266$/)).toBeVisible();
  // The artwork is the real descriptor's SVG, through <img>.
  await expect(page.getByRole('img', { name: 'Position artwork' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Liquidity' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remove Liquidity' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Collect fees' })).toHaveCount(0);
});

test('the owner collects the unclaimed fees; the chain owes nothing afterwards', async ({
  page,
  wallet,
  devnet,
}) => {
  const { owner, manager, token } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const owed = () =>
    manager
      .getFunction('collect')
      .staticCall(
        { tokenId: id, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 },
        { from: owner },
      ) as Promise<[bigint, bigint]>;
  const usdc = token('USDC');
  const [, owedUsdc] = await owed();
  expect(owedUsdc).toBeGreaterThan(0n);
  const usdcBefore = (await usdc.getFunction('balanceOf')(owner)) as bigint;

  await connectWallet(page, wallet, `/pool/${id}`);
  await expect(page.getByRole('link', { name: 'Remove Liquidity' })).toHaveAttribute(
    'href',
    `/remove/${id}`,
  );
  await expect(page.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
    'href',
    new RegExp(`^/increase/ETH/${devnet.deployment.tokens.USDC.address}/3000/${id}$`),
  );
  // Blocks held: the collect is sent but not mined, and the button keeps saying so (spec §4).
  await devnet.client.provider.send('evm_setAutomine', [false]);
  try {
    await page.getByRole('button', { name: 'Collect fees' }).click();
    await expect(page.getByRole('button', { name: 'Collecting' })).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('button', { name: /1 Pending/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collecting' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collected' })).toHaveCount(0);
    await devnet.mine(1);
  } finally {
    await devnet.client.provider.send('evm_setAutomine', [true]);
  }
  await expect(page.getByRole('button', { name: 'Collected' })).toBeDisabled({ timeout: 20_000 });
  await expect.poll(async () => (await owed()).map(String)).toEqual(['0', '0']);
  expect((await usdc.getFunction('balanceOf')(owner)) as bigint).toBe(usdcBefore + owedUsdc);
});

test('a collect the wallet rejects only stops the loading state (spec 001 §8)', async ({
  page,
  wallet,
  devnet,
}) => {
  const id = seededPositionId(devnet, 'in-range');
  await connectWallet(page, wallet, `/pool/${id}`);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  wallet.rejectNext();
  await page.getByRole('button', { name: 'Collect fees' }).click();
  await expect.poll(() => logged.some((text) => text.startsWith('Collect fees:'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Collect fees' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a wallet that moves to another account or chain under Collect sends nothing (#38 §1)', async ({
  page,
  wallet,
  devnet,
  fastChain,
}) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const id = seededPositionId(devnet, 'in-range');
  await connectWallet(page, wallet, `/pool/${id}`);
  const collect = page.getByRole('button', { name: 'Collect fees' });
  await expect(collect).toBeEnabled();

  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  // The wallet is on account #1 before its event reaches the page, which still shows #0's Collect:
  // the write finds another account than the one it was pressed for and stops (spec §8: logged).
  await wallet.setAccount(1, { silent: true });
  await collect.click();
  await expect.poll(() => logged.some((text) => text.startsWith('Collect fees failed'))).toBe(true);
  await expect(collect).toBeEnabled();
  // The failed press re-prices Collect (a wallet request that asks its chain): let the page finish
  // with the wallet before it moves, or that estimate, not the press, finds the other chain.
  await walletQuiet(wallet);
  // On the fast chain (again unannounced): the write asks the wallet its chain first, so nothing
  // is estimated; the page learns where the wallet is and follows it there.
  await wallet.setAccount(0, { silent: true });
  await wallet.setChain(fastChain.chainId, { silent: true });
  const estimates = wallet.requests('eth_estimateGas').length;
  await collect.click();
  await expect(page.getByRole('button', { name: 'Network: Fast Devnet' })).toBeVisible();
  expect(wallet.requests('eth_estimateGas')).toHaveLength(estimates);
  // The failed write opened the wallet modal (the network view, the account once on a known chain).
  const walletModal = page.getByRole('dialog');
  await expect(walletModal).toBeVisible();
  await walletModal.getByRole('button', { name: 'Close' }).click();
  await expect(walletModal).toHaveCount(0);
  await wallet.setChain(devnet.chainId);
  await expect(page.getByRole('button', { name: 'Network: Devnet' })).toBeVisible();

  // Announced, another account gets the page redrawn for it: a stranger has no Collect to press.
  await wallet.setAccount(1);
  await expect(page.getByText(/^Owner: 0xf39F\.\.\.2266$/)).toBeVisible();
  await expect(collect).toHaveCount(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
});

/** Resolves once the page has sent the wallet nothing for a second (at most 15 s). */
async function walletQuiet(wallet: { requests(): readonly unknown[] }): Promise<void> {
  const deadline = Date.now() + 15_000;
  let seen = wallet.requests().length;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = wallet.requests().length;
    if (now === seen || Date.now() > deadline) return;
    seen = now;
  }
}

/** Runtime code that answers every call with `returned` (ABI-encoded bytes). */
function constantReturnCode(returned: string): string {
  const data = returned.slice(2);
  const length = (data.length / 2).toString(16).padStart(4, '0');
  // PUSH2 len, PUSH2 15 (data offset), PUSH1 0, CODECOPY, PUSH2 len, PUSH1 0, RETURN
  return `0x61${length}61000f60003961${length}6000f3${data}`;
}

test('a hostile token URI is rendered inert: no markup, no script, a placeholder', async ({
  page,
  wallet,
  devnet,
}) => {
  const hostileSvg = `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script></svg>',
  ).toString('base64')}`;
  const uriOf = (json: object) =>
    `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`;
  // The manager asks its descriptor for tokenURI: the descriptor's code is swapped on the chain.
  const descriptor = devnet.deployment.contracts.nonfungibleTokenPositionDescriptor;
  const setUri = (uri: string) =>
    devnet.client.provider.send('anvil_setCode', [
      descriptor,
      constantReturnCode(AbiCoder.defaultAbiCoder().encode(['string'], [uri])),
    ]);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const id = seededPositionId(devnet, 'in-range');

  // 1. A javascript: image and markup in the name: the placeholder, nothing else.
  await setUri(
    uriOf({ name: '<img src=x onerror="window.__pwned=1">', image: 'javascript:window.__pwned=1' }),
  );
  await connectWallet(page, wallet, `/pool/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WETH / USDC');
  await expect(page.getByText('No artwork')).toBeVisible();
  await expect(page.locator('img[src^="javascript:"], img[onerror]')).toHaveCount(0);

  // 2. An SVG with scripts shown through <img>: the browser never runs them.
  await setUri(uriOf({ name: 'x', image: hostileSvg }));
  await page.reload();
  await expect(page.getByRole('img', { name: 'Position artwork' })).toHaveAttribute(
    'src',
    hostileSvg,
  );
  await expect(page.locator('svg[onload]')).toHaveCount(0);

  // 3. Not JSON at all: the placeholder.
  await setUri('<script>window.__pwned=1</script>');
  await page.reload();
  await expect(page.getByText('No artwork')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
