import { expect, test } from '../src/fixtures';

test('the app shows the devnet block number and follows new blocks', async ({ page, devnet }) => {
  const { number: start } = await devnet.client.latestBlock();
  await page.goto('/');
  const blockNumber = page.getByTestId('block-number');
  await expect(blockNumber).toHaveText(String(start));

  await devnet.mine(3);
  await expect(blockNumber).toHaveText(String(start + 3));
});
