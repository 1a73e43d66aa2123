// More of /swap on the devnet: exact output, unwrap, a multi-hop route, a recipient by ENS name,
// settings that persist, expert mode (also with a ?recipient= link), a WalletConnect-style
// rejection, a wallet silently on another chain, and an expired deadline. Each checks the chain
// afterwards.
import { Contract, parseEther, parseUnits } from 'ethers';
import {
  closeSubmittedDialog,
  closeTradeDetails,
  connectWallet,
  openSettings,
  swapAndConfirm,
  swapFromEthUrl,
  tradeDetails,
  turnOnExpertMode,
} from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

test('exact output: buy exactly 100 USDC with ETH', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${USDC.address}&exactAmount=100&exactField=output`,
  );
  await expect(page.getByRole('textbox', { name: 'From (at most)' })).not.toHaveValue('');
  await expect(await tradeDetails(page)).toContainText('Maximum sold');
  await closeTradeDetails(page);
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(account)) as bigint)
    .toBe(before + parseUnits('100', 6));
});

test('unwrap 0.5 WETH to ETH', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const weth = new Contract(devnet.deployment.contracts.weth9, ERC20, devnet.client.provider);
  const before = (await weth.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=${devnet.deployment.contracts.weth9}&outputCurrency=ETH&exactAmount=0.5`,
  );
  await page.getByRole('button', { name: 'Unwrap', exact: true }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await weth.getFunction('balanceOf')(account)) as bigint)
    .toBe(before - parseEther('0.5'));
});

test('a multi-hop route: ETH to HOP through DAI on v2', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const { HOP } = devnet.deployment.tokens;
  const hop = new Contract(HOP.address, ERC20, devnet.client.provider);
  const before = (await hop.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${HOP.address}&exactAmount=0.1&use=v2`,
  );
  await expect(await tradeDetails(page)).toContainText('WETH > DAI > HOP');
  await closeTradeDetails(page);
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await hop.getFunction('balanceOf')(account)) as bigint)
    .toBeGreaterThan(before);
});

test('a swap to a recipient given by ENS name sends the output there', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const bob = devnet.deployment.ens.names['bob.eth'] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const bobBefore = (await usdc.getFunction('balanceOf')(bob)) as bigint;
  const ownBefore = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${USDC.address}&exactAmount=0.1`,
  );
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click();
  // Whitespace is stripped as typed; the name resolves through the devnet's ENS.
  await page.getByLabel('Recipient').fill(' bob.eth ');
  await expect(page.getByText(`Sends to ${bob}`)).toBeVisible();
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog).toContainText(`bob.eth (${bob})`);
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(bob)) as bigint)
    .toBeGreaterThan(bobBefore);
  expect(await usdc.getFunction('balanceOf')(account)).toBe(ownBefore);
});

test('an unresolvable recipient blocks the swap until it is removed', async ({
  page,
  devnet,
  wallet,
}) => {
  await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '0.1'));
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click();
  await page.getByLabel('Recipient').fill('nobody.eth');
  await expect(page.getByRole('button', { name: 'Enter a recipient' })).toBeDisabled();
  await page.getByLabel('Recipient').fill(devnet.deployment.contracts.v2Router02);
  await expect(page.getByRole('button', { name: 'Invalid recipient' })).toBeDisabled();
  // A typed address shows its verified ENS name.
  await page.getByLabel('Recipient').fill(devnet.deployment.ens.names['carol.eth'] as string);
  await expect(page.getByText('carol.eth')).toBeVisible();
  await page.getByRole('button', { name: '- Remove send' }).click();
  await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
});

test('a custom slippage and deadline persist across a reload', async ({ page, devnet, wallet }) => {
  await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '1'));
  await openSettings(page);
  await page.getByLabel('Custom slippage (%)').fill('60');
  await expect(page.getByText('Enter a valid slippage percentage')).toBeVisible();
  await page.getByLabel('Custom slippage (%)').fill('7');
  await expect(page.getByText('Your transaction may be frontrun')).toBeVisible();
  await page.getByLabel('Transaction deadline').fill('30');
  await page.reload();
  await openSettings(page);
  await expect(page.getByLabel('Custom slippage (%)')).toHaveAttribute('placeholder', '7');
  await expect(page.getByLabel('Transaction deadline')).toHaveValue('30');
  await page.getByRole('button', { name: '0.5%' }).click();
  await expect(page.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'true');
});

test('expert mode needs the typed "confirm", then swaps without the confirm dialog', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${USDC.address}&exactAmount=0.2`,
  );
  await turnOnExpertMode(page);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(account)) as bigint)
    .toBeGreaterThan(before);
});

test('expert mode still shows the confirm dialog when a ?recipient= link sends elsewhere', async ({
  page,
  devnet,
  wallet,
}) => {
  const bob = devnet.deployment.ens.names['bob.eth'] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const bobBefore = (await usdc.getFunction('balanceOf')(bob)) as bigint;
  await connectWallet(page, wallet, `${swapFromEthUrl(USDC.address, '0.1')}&recipient=${bob}`);
  await turnOnExpertMode(page);
  const sentBefore = wallet.requests('eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  // Not one click from a transfer to a stranger: the review shows where the output goes.
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog).toContainText(bob);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(bob)) as bigint)
    .toBeGreaterThan(bobBefore);
});

test('a swap rejected through WalletConnect (code 5000) says "Transaction rejected."', async ({
  page,
  devnet,
  wallet,
}) => {
  await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '0.1'));
  wallet.rejectNext(1, { code: 5000, message: 'User rejected.' });
  await swapAndConfirm(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Transaction rejected.');
  await expect(dialog).not.toContainText('Swap failed');
});

test('a wallet that moved to another chain without telling the page gets Wrong Network, not a send', async ({
  page,
  devnet,
  wallet,
}) => {
  await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '0.1'));
  await wallet.setChain(56, { silent: true });
  const sentBefore = wallet.requests('eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const main = page.getByRole('main');
  const gate = main.getByRole('region', { name: 'Wrong Network' });
  const confirm = page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' });
  // The write asks the wallet its chain before anything else; the answer tells the page where the
  // wallet is, whether that happens while the review opens or once Confirm is pressed.
  await expect(gate.or(confirm)).toBeVisible();
  // The review may give way to the gate before the click lands: whichever comes first, no waiting
  // on a Confirm button that is gone.
  if (await confirm.isVisible()) {
    await Promise.race([confirm.click().catch(() => undefined), gate.waitFor()]);
  }
  await expect(gate).toBeVisible();
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);
  await main.getByRole('button', { name: 'Switch to Devnet' }).click();
  await expect(page.getByRole('button', { name: 'Wrong Network' })).toHaveCount(0);
  expect(wallet.chainId).toBe(31337);
});

test('a swap mined after its deadline fails and says so', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${USDC.address}&exactAmount=0.1`,
  );
  await openSettings(page);
  await page.getByLabel('Transaction deadline').fill('1');
  await page.keyboard.press('Escape');
  await devnet.client.provider.send('evm_setAutomine', [false]);
  try {
    await swapAndConfirm(page);
    await closeSubmittedDialog(page);
    // The block that includes it comes two minutes later: past the one-minute deadline.
    await devnet.increaseTime(120);
  } finally {
    await devnet.client.provider.send('evm_setAutomine', [true]);
  }
  const popups = page.getByRole('region', { name: 'Notifications' });
  await expect(popups).toContainText('Transaction failed');
  await expect(popups).toContainText(/Swap 0\.1 ETH for/);
  expect(await usdc.getFunction('balanceOf')(account)).toBe(before);
});

test('a token on the unsupported list cannot be traded', async ({ page, devnet, wallet }) => {
  await connectWallet(page, wallet, '/swap');
  // The wallet stays connected across the navigation, as a real one does.
  await page.goto(
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.tokens.UNSUP.address}&exactAmount=0.1`,
  );
  // It is on no token list either: the token warning comes first.
  await page
    .getByRole('dialog', { name: 'Import a token' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('button', { name: 'Unsupported Asset' })).toBeDisabled();
});

test('a v3 swap of a permit token signs a permit instead of sending an approval', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  // The seeded account approved the routers while building the devnet: take that back first.
  const approve = new Contract(
    USDC.address,
    ['function approve(address spender, uint256 amount) returns (bool)'],
    devnet.client.signer(0),
  );
  const revoked = await approve.getFunction('approve')(devnet.deployment.contracts.swapRouter, 0n);
  await devnet.client.waitForReceipt(revoked.hash);
  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=${USDC.address}&outputCurrency=ETH&exactAmount=100&use=v3`,
  );
  await expect(page.getByText('Trading on v3')).toBeVisible();
  const sentBefore = wallet.requests('eth_sendTransaction').length;
  await page.getByRole('button', { name: 'Approve USDC' }).click();
  await expect(page.getByRole('button', { name: 'You can now trade USDC' })).toBeVisible();
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1);
  // No approval transaction was sent.
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(sentBefore);
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(account)) as bigint)
    .toBe(before - parseUnits('100', 6));
});
