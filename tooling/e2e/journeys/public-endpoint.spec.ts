// The app on a mainnet-shaped chain behind a strict public endpoint (issue #28 §3): the devnet's
// world deployed after block 20,000,000, read through a proxy that refuses eth_getLogs over 100
// blocks ('exceed maximum block range: 100'), answers 429 over 10 requests a second and 413 over
// 100 messages a batch, holds every seventh answer back 800 ms and offers no WebSocket
// (ENDPOINT_PROFILES.strict in @dex-tooling/devnet). /vote and /pool must open without a failure
// and without tripping any of those limits, and /vote's descriptions must cost one log request a
// proposal, plus one history scan for a proposal whose log is not at its creation block.
import { LONG_HISTORY_FIRST_BLOCK, providerProxyControl } from '@dex-tooling/devnet';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

test.use({ endpoint: 'strict' });

const STRICT_LOG_RANGE = 100;

test.beforeEach(async ({ harness }) => {
  await providerProxyControl(harness.readRpcUrl).reset();
});

test('/vote lists every seeded proposal from the long history in one log request a proposal, plus a scan for the one moved', async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  const governorBlock = devnet.deployment.deploymentBlocks.governorAlpha;
  expect(governorBlock).toBeGreaterThan(LONG_HISTORY_FIRST_BLOCK);
  await wallet.lockAccounts();
  await page.goto('/vote');
  const { proposals: alpha, bravoProposals: bravo } = devnet.deployment.governance;
  for (const seeded of [...bravo, ...alpha]) {
    const row = page.getByRole('link', { name: new RegExp(seeded.title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(seeded.state);
  }
  const latest = (await devnet.client.latestBlock()).number;
  const range = latest - governorBlock + 1;
  // GovernorBravo's moved proposal is searched for after Bravo's deployment only.
  const bravoRange = latest - devnet.deployment.deploymentBlocks.governorBravo + 1;
  const stats = await providerProxyControl(harness.readRpcUrl).stats();
  expect(stats.getLogsRequests).toBeGreaterThan(0);
  // One narrow request per proposal at its creation block (issue #39 §2), plus one scan of the
  // history for a proposal not found there: the seed moves each governor's Pending proposal's
  // start block, so its creation log is not where the start block says.
  expect(stats.getLogsRequests).toBeLessThanOrEqual(
    alpha.length +
      1 +
      Math.ceil(range / STRICT_LOG_RANGE) +
      bravo.length +
      1 +
      Math.ceil(bravoRange / STRICT_LOG_RANGE),
  );
  expect(stats.logResultsRefused).toBe(0);
  expect(stats.rateLimited, 'requests answered 429').toBe(0);
  expect(stats.batchesRefused, 'batches answered 413').toBe(0);
  await expect(page.getByText(/Something went wrong|Error/)).toHaveCount(0);
});

test("/pool shows account #0's seeded positions without tripping the endpoint's limits", async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  await connectWallet(page, wallet, '/pool');
  const badges = { 'in-range': 'In range', 'out-of-range': 'Out of range', closed: 'Inactive' };
  for (const position of devnet.deployment.positions) {
    const row = page.locator(`a[href="/pool/${position.tokenId}"]`);
    await expect(row).toContainText(badges[position.state]);
  }
  const stats = await providerProxyControl(harness.readRpcUrl).stats();
  expect(stats.rateLimited, 'requests answered 429').toBe(0);
  expect(stats.batchesRefused, 'batches answered 413').toBe(0);
});
