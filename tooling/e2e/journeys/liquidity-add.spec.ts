// Adding V3 liquidity on the devnet (issue #16, spec 001 §2 "Add V3 liquidity page", §4, §5): a
// new position in the seeded ETH/USDC 0.3% pool through the review and the wallet, judged by the
// position the manager holds for the account; the single-sided lock outside the range; and the
// add button's text without a wallet.
import type { Page } from '@playwright/test';
import { Contract } from 'ethers';
import { approveAddAndConfirm, closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

const MANAGER = [
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
  'function positions(uint256) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
];
const SINGLE_ASSET =
  'The market price is outside your specified price range. Single-asset deposit only.';

async function setRange(page: Page, min: string, max: string) {
  await page.getByRole('textbox', { name: 'Min Price' }).fill(min);
  await page.getByRole('textbox', { name: 'Max Price' }).fill(max);
}

test('a new position in the ETH/USDC 0.3% pool lands on chain with its range', async ({
  page,
  wallet,
  devnet,
}) => {
  const owner = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const manager = new Contract(
    devnet.deployment.contracts.nonfungiblePositionManager,
    MANAGER,
    devnet.client.provider,
  );
  const count = async () => (await manager.getFunction('balanceOf')(owner)) as bigint;
  const before = await count();

  await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible();
  await expect(page.getByText(/Current Price: .* USDC per ETH/)).toBeVisible();
  await setRange(page, '1500', '2500');
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.5');
  // The USDC side follows from the pool price and the range.
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
  await approveAddAndConfirm(page, 'Add Liquidity');
  // Dismissing after the hash clears the form and goes to /pool.
  await expect(page).toHaveURL(/\/pool$/);

  await expect.poll(count).toBe(before + 1n);
  const id = (await manager.getFunction('tokenOfOwnerByIndex')(owner, before)) as bigint;
  const position = await manager.getFunction('positions')(id);
  expect(position.liquidity).toBeGreaterThan(0n);
  expect(Number(position.fee)).toBe(3000);
  // Ticks snapped to the 0.3% tier's spacing of 60.
  expect(Math.abs(Number(position.tickLower) % 60)).toBe(0);
  expect(Math.abs(Number(position.tickUpper) % 60)).toBe(0);
  expect(Number(position.tickLower)).toBeLessThan(Number(position.tickUpper));
});

test('USDC (an EIP-2612 token) is approved by a signed permit, sent as selfPermit with the add', async ({
  page,
  wallet,
  devnet,
}) => {
  const owner = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const managerAddress = devnet.deployment.contracts.nonfungiblePositionManager;
  const manager = new Contract(managerAddress, MANAGER, devnet.client.provider);
  // The seeded account approved the manager while building the devnet: take that back first.
  const usdc = new Contract(
    USDC.address,
    [
      'function approve(address spender, uint256 amount) returns (bool)',
      'function balanceOf(address) view returns (uint256)',
    ],
    devnet.client.signer(0),
  );
  const revoked = await usdc.getFunction('approve')(managerAddress, 0n);
  await devnet.client.waitForReceipt(revoked.hash);
  const count = async () => (await manager.getFunction('balanceOf')(owner)) as bigint;
  const before = await count();
  const usdcBefore = (await usdc.getFunction('balanceOf')(owner)) as bigint;

  await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
  await setRange(page, '1500', '2500');
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.1');
  const sentBefore = wallet.requests('eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Approve USDC' }).click();
  await expect(page.getByRole('button', { name: 'Approve USDC' })).toHaveCount(0);
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Add Liquidity' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await closeSubmittedDialog(page);
  await expect.poll(count).toBe(before + 1n);
  expect((await usdc.getFunction('balanceOf')(owner)) as bigint).toBeLessThan(usdcBefore);
});

test('a range above the price locks the USDC deposit with the single-asset notice', async ({
  page,
  wallet,
  devnet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
  await expect(page.getByText(/Current Price/)).toBeVisible();
  await setRange(page, '5000', '6000');
  await expect(page.getByText(SINGLE_ASSET)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'USDC' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.1');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeEnabled();
  // An inverted range is invalid: nothing can be deposited, so nothing can be added.
  await setRange(page, '2500', '1500');
  await expect(page.getByText(/Invalid range selected/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter an amount', exact: true })).toBeDisabled();
});

test("increasing the seeded in-range position adds to that position's liquidity", async ({
  page,
  wallet,
  devnet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  const seeded = devnet.deployment.positions.find((position) => position.state === 'in-range');
  if (!seeded) throw new Error('no in-range position seeded');
  const id = String(seeded.tokenId);
  const manager = new Contract(
    devnet.deployment.contracts.nonfungiblePositionManager,
    MANAGER,
    devnet.client.provider,
  );
  const liquidity = async () => (await manager.getFunction('positions')(id)).liquidity as bigint;
  const before = await liquidity();

  await connectWallet(page, wallet, `/increase/ETH/${USDC.address}/3000/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Liquidity' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the position/ })).toHaveAttribute(
    'href',
    `/pool/${id}`,
  );
  // The position's range is fixed: no price inputs, the range is shown.
  await expect(page.getByRole('textbox', { name: 'Min Price' })).toHaveCount(0);
  await expect(page.getByText(/Range: .* USDC per ETH/)).toBeVisible();
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.2');
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
  await approveAddAndConfirm(page, 'Increase Liquidity', async (review) => {
    // What the add review shows: the pool's fee tier, its current price, the deposits in dollars.
    const value = (label: string) =>
      review.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Fee tier')).toHaveText('0.3%');
    await expect(value('Current price')).toHaveText(/^[\d,.]+ USDC per ETH$/);
    await expect(value('Pooled ETH')).toHaveText(/^0\.2\s*\$[\d,.]+$/);
  });
  await expect.poll(liquidity).toBeGreaterThan(before);
});

test('a token on the unsupported list shows the notice and cannot be added', async ({
  page,
  wallet,
  devnet,
}) => {
  const { UNSUP } = devnet.deployment.tokens;
  await connectWallet(page, wallet, '/pool');
  await page.goto(`/add/ETH/${UNSUP.address}/3000`);
  // It is on no token list either: the token warning comes first.
  await page
    .getByRole('dialog', { name: 'Import a token' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(
    page.getByText(
      'Some assets are not available through this interface because they may not work well with the smart contracts or we are unable to allow trading for legal reasons.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/first liquidity provider/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Set Starting Price' }).fill('0.001');
  await setRange(page, '0.0005', '0.002');
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.1');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
});

test('without a wallet the add button reads Connect Wallet', async ({ page, wallet, devnet }) => {
  const { USDC } = devnet.deployment.tokens;
  await wallet.lockAccounts();
  await page.goto(`/add/ETH/${USDC.address}/3000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeEnabled();
  await page.goto('/add');
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible();
});
