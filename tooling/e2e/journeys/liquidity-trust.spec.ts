// Links into the liquidity pages that someone else crafted (issue #26): a /increase link to a
// position another account owns says whose it is and holds the add until the user ticks that
// they understand, in expert mode too (judged on chain), and so does one to an operator the owner
// approved without asking (#38 §2); a URL naming a token on no list gets
// /swap's token warning before the form can be used; /find's back link never leaves the site.
import type { Page } from '@playwright/test';
import { Contract } from 'ethers';
import { closeSubmittedDialog, connectWallet, turnOnExpertMode } from '../src/app';
import { expect, test } from '../src/fixtures';
import { positionContracts, seededPositionId } from './liquidity-positions.testing';

const MANAGER = [
  'function ownerOf(uint256) view returns (address)',
  'function positions(uint256) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
];
const ACKNOWLEDGE = "I understand that I am adding liquidity to someone else's position.";

/** Types an ETH amount on /increase and approves USDC (a signed permit for an EIP-2612 token). */
async function depositEthAndApproveUsdc(page: Page) {
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.01');
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
  const approve = page.getByRole('button', { name: 'Approve USDC' });
  await approve.click();
  await expect(approve).toHaveCount(0);
}

test("a link to account #0's position, opened by account #1: warned, and Add waits for the tick", async ({
  page,
  wallet,
  devnet,
}) => {
  // A permit and an add through the review, each checked on the way.
  test.setTimeout(60_000);
  const { owner, manager } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const { USDC } = devnet.deployment.tokens;
  const liquidity = async () => (await manager.getFunction('positions')(id)).liquidity as bigint;
  const before = await liquidity();

  await wallet.setAccount(1);
  await connectWallet(page, wallet, `/increase/ETH/${USDC.address}/3000/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Liquidity' })).toBeVisible();
  const whose = new RegExp(`This position belongs to ${owner}\\. You are not its owner`, 'i');
  await expect(page.getByText(whose)).toBeVisible();
  const box = page.getByRole('checkbox', { name: ACKNOWLEDGE });
  await expect(box).not.toBeChecked();
  await depositEthAndApproveUsdc(page);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  await box.check();
  await expect(add).toBeEnabled();
  await add.click();
  // The review says it again, with the same box: unticked there, nothing can be confirmed.
  const review = page.getByRole('dialog', { name: 'Increase Liquidity' });
  await expect(review.getByText(whose)).toBeVisible();
  const reviewBox = review.getByRole('checkbox', { name: ACKNOWLEDGE });
  await expect(reviewBox).toBeChecked();
  await reviewBox.uncheck();
  await expect(review.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await reviewBox.check();
  await review.getByRole('button', { name: 'Add', exact: true }).click();
  await closeSubmittedDialog(page);

  // What account #1 paid went into account #0's position, which stays #0's.
  await expect.poll(liquidity).toBeGreaterThan(before);
  expect(String(await manager.getFunction('ownerOf')(id)).toLowerCase()).toBe(owner.toLowerCase());
});

test('in expert mode (no review) the add still waits for the tick', async ({
  page,
  wallet,
  devnet,
}) => {
  // Expert mode is turned on through the settings first: more steps than most journeys.
  test.setTimeout(60_000);
  const { manager } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const { USDC } = devnet.deployment.tokens;
  const liquidity = async () => (await manager.getFunction('positions')(id)).liquidity as bigint;
  const before = await liquidity();

  await wallet.setAccount(1);
  await connectWallet(page, wallet, '/swap');
  await turnOnExpertMode(page);
  await page.goto(`/increase/ETH/${USDC.address}/3000/${id}`);
  await depositEthAndApproveUsdc(page);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  const sent = wallet.requests('eth_sendTransaction').length;
  await page.getByRole('checkbox', { name: ACKNOWLEDGE }).check();
  await add.click();
  // Straight to the wallet: no review in expert mode.
  await closeSubmittedDialog(page);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sent + 1);
  await expect.poll(liquidity).toBeGreaterThan(before);
});

test('an operator account #0 approved unasked is warned like a stranger; remove and collect stay theirs', async ({
  page,
  wallet,
  devnet,
}) => {
  // A permit, then the review; each checked on the way.
  test.setTimeout(60_000);
  const { owner } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const { USDC } = devnet.deployment.tokens;
  const operator = devnet.deployment.accounts[1] as string;
  // The owner makes account #1 an operator of the position without asking it (and could revoke
  // it again before account #1's deposit is mined).
  const ownersManager = new Contract(
    devnet.deployment.contracts.nonfungiblePositionManager,
    ['function approve(address to, uint256 tokenId)'],
    devnet.client.signer(0),
  );
  const approval = await ownersManager.getFunction('approve')(operator, id);
  await devnet.client.waitForReceipt(approval.hash);

  await wallet.setAccount(1);
  await connectWallet(page, wallet, `/increase/ETH/${USDC.address}/3000/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Liquidity' })).toBeVisible();
  const whose = new RegExp(
    `This position belongs to ${owner}\\. You are an approved operator, not its owner`,
    'i',
  );
  await expect(page.getByText(whose)).toBeVisible();
  const box = page.getByRole('checkbox', { name: ACKNOWLEDGE });
  await expect(box).not.toBeChecked();
  await depositEthAndApproveUsdc(page);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  const review = page.getByRole('dialog', { name: 'Increase Liquidity' });
  await expect(review).toHaveCount(0);

  await box.check();
  await add.click();
  // Ticked, the review is offered, saying whose position it is with the same box.
  await expect(review.getByText(whose)).toBeVisible();
  await expect(review.getByRole('checkbox', { name: ACKNOWLEDGE })).toBeChecked();
  await expect(review.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
  await page.keyboard.press('Escape');
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

  // Remove and collect keep the spec's owner-or-operator rule: the position page offers them.
  await page.goto(`/pool/${id}`);
  await expect(page.getByRole('link', { name: 'Remove Liquidity' })).toHaveAttribute(
    'href',
    `/remove/${id}`,
  );
  await expect(page.getByRole('button', { name: 'Collect fees' })).toBeVisible();
});

test('the owner opening the same link is not asked', async ({ page, wallet, devnet }) => {
  const id = seededPositionId(devnet, 'in-range');
  const { USDC } = devnet.deployment.tokens;
  await connectWallet(page, wallet, `/increase/ETH/${USDC.address}/3000/${id}`);
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.01');
  // Add is ready at once: the owner is known, and there is no box to tick.
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: ACKNOWLEDGE })).toHaveCount(0);
  await expect(page.getByText(/This position belongs to/)).toHaveCount(0);
});

test('an unlisted token on /add/v2 gets the token warning before the form can be used', async ({
  page,
  wallet,
  devnet,
}) => {
  const { NOLIST } = devnet.deployment.tokens;
  await connectWallet(page, wallet, '/pool/v2');
  await page.goto(`/add/v2/ETH/${NOLIST.address}`);
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText('NOLIST');
  await expect(warning).toContainText(NOLIST.address);
  await expect(warning).toContainText('Unknown Source');
  // The form behind it cannot be reached while it is open.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // Dismissing leaves for the blank form.
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/add\/v2$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Imported, the form is the user's to use.
  await page.goto(`/add/v2/ETH/${NOLIST.address}`);
  await page
    .getByRole('dialog', { name: 'Import a token' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('textbox', { name: 'NOLIST' }).fill('1');
  await expect(page.getByRole('textbox', { name: 'ETH' })).not.toHaveValue('');
});

// The other pages whose URL names tokens, each with where dismissing its warning goes.
for (const [page, path, exit] of [
  ['/add', (token: string) => `/add/ETH/${token}/3000`, '/add'],
  ['/increase', (token: string) => `/increase/ETH/${token}/3000/1`, '/pool'],
  ['/remove/v2', (token: string) => `/remove/v2/ETH/${token}`, '/pool/v2'],
  ['/uni/{a}/{b}', (token: string) => `/uni/ETH/${token}`, '/uni'],
] as const) {
  test(`${page} warns about an unlisted token too; dismissing leaves for ${exit}`, async ({
    page: browser,
    wallet,
    devnet,
  }) => {
    await wallet.lockAccounts();
    await browser.goto(path(devnet.deployment.tokens.NOLIST.address));
    const warning = browser.getByRole('dialog', { name: 'Import a token' });
    await expect(warning).toContainText('NOLIST');
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(browser).toHaveURL((url) => url.pathname === exit);
    await expect(browser.getByRole('dialog')).toHaveCount(0);
  });
}

test("/find's back link stays on the site, whatever origin the link gives", async ({
  page,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/find?origin=/\\evil.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Pool' })).toBeVisible();
  const back = page.getByRole('link', { name: '← Back' });
  await expect(back).toHaveAttribute('href', '/pool');
  // Where the browser would really go (the resolved href), not just the attribute.
  const site = new URL(page.url()).origin;
  expect(new URL(await back.evaluate((link) => (link as HTMLAnchorElement).href)).origin).toBe(
    site,
  );
  await back.click();
  await expect(page).toHaveURL(`${site}/pool`);

  // A path of the site is kept.
  await page.goto('/find?origin=/migrate/v2');
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/migrate/v2');
});
