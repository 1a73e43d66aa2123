// The app behind endpoints whose eth_getLogs refusals it was never told about (issue #39 §1): on
// the long-history devnet, /vote learns the endpoint's limit from the refusal itself and shows
// every seeded proposal (GovernorBravo's and GovernorAlpha's) with its state; it never stays on
// "Loading proposals" and shows no refusal. One file per endpoint shape (each needs a worker of
// its own).
import { providerProxyControl } from '@dex-tooling/devnet';
import { expect, test } from '../src/fixtures';

export function voteShowsEveryProposal(endpoint: string) {
  test(`/vote behind the ${endpoint} shape shows every seeded proposal`, async ({
    page,
    devnet,
    harness,
    wallet,
  }) => {
    await providerProxyControl(harness.readRpcUrl).reset();
    await wallet.lockAccounts();
    await page.goto('/vote');
    const { proposals, bravoProposals } = devnet.deployment.governance;
    for (const seeded of [...bravoProposals, ...proposals]) {
      const row = page.getByRole('link', { name: new RegExp(seeded.title) });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText(seeded.state);
    }
    await expect(page.getByText('Loading proposals')).toHaveCount(0);
    await expect(page.getByText(/refused the governance history/)).toHaveCount(0);
    const stats = await providerProxyControl(harness.readRpcUrl).stats();
    // Read through the endpoint; whether it had to refuse anything depends on how narrow the
    // app's reads already are (one proposal's creation window fits ten blocks): learning from a
    // refusal is the governance package's unit tests' part.
    expect(stats.getLogsRequests).toBeGreaterThan(0);
    expect(stats.rateLimited + stats.batchesRefused, 'answered 429 or 413').toBe(0);
  });
}
