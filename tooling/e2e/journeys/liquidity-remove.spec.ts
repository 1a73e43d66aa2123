// Removing V3 liquidity on the devnet (issue #16, spec 001 §2 "Remove V3", §5): 50 % of the seeded
// in-range position through the review and the wallet, judged by the position's liquidity and the
// owner's balances; a rejection in the wallet back to the review (§8); the percent by keyboard;
// Inactive for the closed position; a zero id.
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { positionContracts, seededPositionId } from './liquidity-positions.testing';

const MANAGER = [
  'function positions(uint256) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
];

test('removing 50 % halves the position and pays out its tokens and fees', async ({
  page,
  wallet,
  devnet,
}) => {
  const { owner, manager, token } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const liquidity = async () => (await manager.getFunction('positions')(id)).liquidity as bigint;
  const usdc = token('USDC');
  const weth = token('WETH');
  const before = {
    liquidity: await liquidity(),
    usdc: (await usdc.getFunction('balanceOf')(owner)) as bigint,
    weth: (await weth.getFunction('balanceOf')(owner)) as bigint,
    eth: await devnet.client.provider.getBalance(owner),
  };

  await connectWallet(page, wallet, `/pool/${id}`);
  await page.getByRole('link', { name: 'Remove Liquidity' }).click();
  await expect(page).toHaveURL(new RegExp(`/remove/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter a percent' })).toBeDisabled();
  await page.getByRole('button', { name: '50%' }).click();
  await expect(page.getByText('Pooled ETH:')).toBeVisible();
  await expect(page.getByText('USDC Fees Earned:')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Remove Liquidity' });
  await expect(review).toContainText('Pooled USDC:');
  await review.getByRole('button', { name: 'Remove', exact: true }).click();
  await closeSubmittedDialog(page);

  await expect.poll(liquidity).toBe(before.liquidity - before.liquidity / 2n);
  expect((await usdc.getFunction('balanceOf')(owner)) as bigint).toBeGreaterThan(before.usdc);
  // Collected as the native coin (the default): WETH stays, ETH grows by far more than the gas.
  expect((await weth.getFunction('balanceOf')(owner)) as bigint).toBe(before.weth);
  expect(await devnet.client.provider.getBalance(owner)).toBeGreaterThan(before.eth);
  // After the dialog the form starts again at 0 %.
  await expect(page.getByRole('button', { name: 'Enter a percent' })).toBeDisabled();
});

test('a removal rejected in the wallet is logged and the review comes back; Remove from there sends it', async ({
  page,
  wallet,
  devnet,
}) => {
  const { manager } = positionContracts(devnet, MANAGER);
  const id = seededPositionId(devnet, 'in-range');
  const liquidity = async () => (await manager.getFunction('positions')(id)).liquidity as bigint;
  const before = await liquidity();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));

  await connectWallet(page, wallet, `/remove/${id}`);
  await page.getByRole('button', { name: '50%' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Remove Liquidity' });
  await expect(review).toContainText('Pooled USDC:');
  wallet.rejectNext();
  await review.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1);
  // Spec 001 §8: logged, and the modal returns to its form: the review, ready to send again.
  await expect.poll(() => logs).toContain('Remove liquidity: Transaction rejected.');
  await expect(review).toContainText('Pooled USDC:');
  await expect(review.getByRole('button', { name: 'Remove', exact: true })).toBeEnabled();
  expect(await liquidity()).toBe(before);

  await review.getByRole('button', { name: 'Remove', exact: true }).click();
  await closeSubmittedDialog(page);
  await expect.poll(liquidity).toBe(before - before / 2n);
});

test('the percent slider works by keyboard, and the rest can be kept as WETH', async ({
  page,
  wallet,
  devnet,
}) => {
  const id = seededPositionId(devnet, 'out-of-range');
  await connectWallet(page, wallet, `/remove/${id}`);
  const slider = page.getByRole('slider', { name: 'Amount to remove (percent)' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeEnabled();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  await expect(page.getByText('Pooled ETH:')).toBeVisible();
  await page.getByRole('switch', { name: 'Collect as' }).click();
  await expect(page.getByText('Pooled WETH:')).toBeVisible();
});

test('a closed position reads Inactive and cannot be removed; id 0 goes to /pool', async ({
  page,
  wallet,
  devnet,
}) => {
  const id = seededPositionId(devnet, 'closed');
  await connectWallet(page, wallet, `/remove/${id}`);
  await expect(page.getByRole('button', { name: 'Inactive' })).toBeDisabled();
  await page.goto('/remove/0');
  await expect(page).toHaveURL(/\/pool$/);
});

test('an account that neither owns nor operates the position is told so and cannot remove', async ({
  page,
  wallet,
  devnet,
}) => {
  await wallet.setAccount(1);
  const id = seededPositionId(devnet, 'in-range');
  await connectWallet(page, wallet, `/remove/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeVisible();
  await page.getByRole('button', { name: '50%' }).click();
  await expect(
    page.getByText(
      'You are not the owner or an approved operator of this position, so you cannot remove its liquidity.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeDisabled();
});
