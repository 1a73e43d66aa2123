// What you review is what you sign: a large ETH -> MKR swap on v2 (a price impact that needs the
// typed "confirm") whose price moves while the prompt is open — another account swaps through the
// same pair and a block is mined. The dialog says "Price Updated", nothing can be sent until
// Accept, and the swap then sent carries the minimum the dialog showed after Accept (checked in
// the wallet's request and on chain).

import { Contract, formatUnits, Interface, parseEther } from 'ethers';
import { closeSubmittedDialog, connectWallet, openSettings, turnOnExpertMode } from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];
const ROUTER = new Interface([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
]);
const IMPACT_PROMPT = 'Please type the word "confirm" to continue with this swap.';

/** The minimum in the dialog's "You will receive at least {amount} MKR" line, as a number. */
async function shownMinimum(estimate: import('@playwright/test').Locator): Promise<number> {
  const text = (await estimate.textContent()) ?? '';
  const match = /at least ([\d,.]+) MKR/.exec(text);
  if (!match?.[1]) throw new Error(`no minimum in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

test('a price that moves during the typed confirmation: Price Updated, nothing sent until Accept, then the shown minimum', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const { MKR } = devnet.deployment.tokens;
  const { weth9, v2Router02 } = devnet.deployment.contracts;
  const mkr = new Contract(MKR.address, ERC20, devnet.client.provider);
  const before = (await mkr.getFunction('balanceOf')(account)) as bigint;

  // 30 ETH into the 100 ETH / 200 MKR pair: a price impact above 15 %, so even expert mode asks
  // for the typed "confirm" (and expert mode is what lets such a swap be pressed at all).
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${MKR.address}&exactAmount=30&use=v2`,
  );
  await turnOnExpertMode(page);
  await expect(page.getByText('Trading on v2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Swap Anyway', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  const prompt = dialog.getByLabel(IMPACT_PROMPT);
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  const estimate = dialog.getByText(/You will receive at least/);
  await expect(prompt).toBeVisible();
  const reviewedMinimum = await shownMinimum(estimate);
  await prompt.fill('conf');

  // While the user types, account #1 buys MKR through the same pair; anvil mines it at once.
  const sentBefore = wallet.requests('eth_sendTransaction').length;
  const router = new Contract(v2Router02, ROUTER, devnet.client.signer(1));
  const latest = await devnet.client.latestBlock();
  const bought = await router.getFunction('swapExactETHForTokens')(
    0n,
    [weth9, MKR.address],
    devnet.deployment.accounts[1],
    BigInt(latest.timestamp) + 600n,
    { value: parseEther('10') },
  );
  await devnet.client.waitForReceipt(bought.hash);
  await devnet.mine(1);

  // The step the user is on says so, and the typed word alone no longer sends anything.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Price Updated' })).toBeVisible();
  await prompt.fill('confirm');
  await expect(proceed).toBeDisabled();
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);

  // Accept: the dialog now shows the new, lower minimum, and Continue sends that swap.
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('Price Updated')).toHaveCount(0);
  await expect.poll(() => shownMinimum(estimate)).toBeLessThan(reviewedMinimum);
  const acceptedMinimum = await shownMinimum(estimate);
  await expect(prompt).toHaveValue('confirm');
  await proceed.click();
  await closeSubmittedDialog(page);

  // The wallet was asked for exactly that minimum (shown at 6 significant digits).
  const sends = wallet.requests('eth_sendTransaction');
  expect(sends).toHaveLength(sentBefore + 1);
  const [request] = (sends.at(-1)?.params ?? []) as { data?: string; input?: string }[];
  const call = ROUTER.parseTransaction({ data: request?.data ?? request?.input ?? '0x' });
  expect(call?.name).toBe('swapExactETHForTokens');
  const sentMinimum = call?.args[0] as bigint;
  const sent = Number(formatUnits(sentMinimum, 18));
  expect(Math.abs(sent - acceptedMinimum) / acceptedMinimum).toBeLessThan(1e-5);
  expect(sent).toBeLessThan(reviewedMinimum);

  // On chain: the swap went through and paid at least that minimum.
  await expect
    .poll(async () => ((await mkr.getFunction('balanceOf')(account)) as bigint) - before)
    .toBeGreaterThanOrEqual(sentMinimum);
});

test('a deadline beyond 3 days is refused with a reason and not kept', async ({
  page,
  devnet,
  wallet,
}) => {
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.USDC.address}&exactAmount=1`,
  );
  await openSettings(page);
  const deadline = page.getByLabel('Transaction deadline');
  await deadline.fill('4320');
  await expect(deadline).not.toHaveAttribute('aria-invalid', 'true');
  await deadline.fill('150119988379718');
  await expect(deadline).toHaveAttribute('aria-invalid', 'true');
  await expect(deadline).toHaveAccessibleDescription(
    'The transaction deadline can be at most 4,320 minutes (3 days).',
  );
  // The last accepted deadline (3 days) is what a reload finds.
  await page.reload();
  await openSettings(page);
  await expect(page.getByLabel('Transaction deadline')).toHaveValue('4320');
});
