// The best route across v2 and v3 (issue #30 §3): with `use` absent a large ETH -> USDC swap is
// split over the seeded v2 pair and v3 pools, drawn in the trade details, sent through
// SwapRouter02, and paid on chain; `?use=v3` still quotes through the Quoter alone, for less.

import { Contract, parseUnits } from 'ethers';
import {
  closeSubmittedDialog,
  closeTradeDetails,
  connectWallet,
  swapAndConfirm,
  swapFromEthUrl,
  tradeDetails,
} from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];
// Large enough that one pool alone moves its price more than splitting does.
const AMOUNT = '40';

test('a split route beats the v3 quote, shows its legs and is sent through SwapRouter02', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const usdcAddress = devnet.deployment.tokens.USDC.address;
  const { quoter, tickLens, swapRouter02 } = devnet.deployment.contracts;
  const usdc = new Contract(usdcAddress, ERC20, devnet.client.provider);
  // What the page asks the node for: a contract read through the multicall carries its address.
  const asked: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) asked.push(body.toLowerCase());
  });
  const askedFor = (address: string) =>
    asked.some((body) => body.includes(address.slice(2).toLowerCase()));

  // ?use=v3: the spec's v3 trade, quoted by the Quoter; no route diagram.
  await page.goto(`${swapFromEthUrl(usdcAddress, AMOUNT)}&use=v3`);
  await expect(page.getByText('Trading on v3')).toBeVisible();
  const output = page.getByRole('textbox', { name: 'To (at least)' });
  await expect(output).not.toHaveValue('');
  const v3Quote = parseUnits(await output.inputValue(), 6);
  expect(askedFor(quoter)).toBe(true);
  const v3Details = await tradeDetails(page);
  await expect(v3Details).toContainText('Route');
  await expect(v3Details.getByRole('list', { name: 'Route' })).toHaveCount(0);

  // No `use`: the best route, read with the pools' ticks (TickLens), split over several pools.
  asked.length = 0;
  await connectWallet(page, wallet, swapFromEthUrl(usdcAddress, AMOUNT));
  await expect(output).not.toHaveValue('');
  await expect(page.getByText(/Trading on v/)).toBeVisible();
  expect(askedFor(tickLens)).toBe(true);
  const quoted = parseUnits(await output.inputValue(), 6);
  expect(quoted).toBeGreaterThan(v3Quote);
  const details = await tradeDetails(page);
  const legs = details.getByRole('list', { name: 'Route' }).getByRole('listitem');
  await expect.poll(() => legs.count()).toBeGreaterThanOrEqual(2);
  // Above the legs: as many routes as drawn, and why the router took no more.
  await expect(details).toContainText(
    new RegExp(
      `${await legs.count()} routes: (another would cost more in gas than it gains|the most a swap may use|no other pool would improve the price)`,
    ),
  );
  // Each leg: its share, then ETH's wrapped token to USDC through a v2 pair or a fee tier.
  for (const leg of await legs.all()) {
    await expect(leg).toContainText(/\d+%/);
    await expect(leg).toContainText('USDC');
    await expect(leg).toContainText(/V2|0\.05%|0\.3%|0\.01%|1%/);
  }
  await expect(details).toContainText('Network cost');
  await expect(details).toContainText('Minimum received');

  // The details close when the pointer leaves them (they would cover the Swap button).
  await closeTradeDetails(page);

  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  const received = async () => ((await usdc.getFunction('balanceOf')(account)) as bigint) - before;
  await expect.poll(received).toBeGreaterThan(0n);
  // The shown quote (6 significant digits) is what the chain paid, give or take its rounding.
  const paid = await received();
  expect(Number(paid - quoted)).toBeLessThan(Number(quoted) / 10_000);
  expect(paid).toBeGreaterThan(v3Quote);

  // The swap went to SwapRouter02: the account's transaction in the latest block.
  const block = await devnet.client.provider.getBlock('latest', true);
  const sent = block?.prefetchedTransactions.find(
    (tx) => tx.from.toLowerCase() === account.toLowerCase(),
  );
  expect(sent?.to?.toLowerCase()).toBe(swapRouter02.toLowerCase());
});
