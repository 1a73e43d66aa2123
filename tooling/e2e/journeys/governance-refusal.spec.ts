// Issue #39 §2: an endpoint that refuses every eth_getLogs, with a text no list names and even for
// one block, leaves /vote neither hanging nor blank: the refusal in words with "Try again", the
// proposals it could read (number, state, votes) with "Loading description…", and after the
// endpoint recovers, Try again brings the descriptions in.
import type { Route } from '@playwright/test';
import { expect, test } from '../src/fixtures';

/** A refusal worded as no provider we know words it. */
const REFUSAL = 'Archive queries are not part of your current plan';

interface RpcCall {
  readonly id?: unknown;
  readonly method?: string;
}

test('a provider that refuses every log request: the refusal with Try again, the proposals without their text, then all of it', async ({
  page,
  devnet,
  harness,
  wallet,
}) => {
  await wallet.lockAccounts();
  let refusing = true;
  let refused = 0;
  // Every eth_getLogs in a request to the app's read endpoint is answered with the refusal; the
  // rest of the batch is answered by the node.
  const refuseLogs = async (route: Route) => {
    const body = route.request().postDataJSON() as RpcCall | RpcCall[] | null;
    const calls = Array.isArray(body) ? body : body ? [body] : [];
    if (!refusing || !calls.some((call) => call.method === 'eth_getLogs')) return route.fallback();
    const response = await route.fetch();
    const answers = (await response.json()) as Array<{ id?: unknown }> | { id?: unknown };
    const answer = (one: { id?: unknown }) => {
      const call = calls.find((c) => c.id === one.id);
      if (call?.method !== 'eth_getLogs') return one;
      refused++;
      return { jsonrpc: '2.0', id: one.id, error: { code: -32099, message: REFUSAL } };
    };
    await route.fulfill({
      response,
      json: Array.isArray(answers) ? answers.map(answer) : answer(answers),
    });
  };
  await page.route((url) => url.href.startsWith(harness.readRpcUrl), refuseLogs);

  await page.goto('/vote');
  // Each governor's list (GovernorBravo's, GovernorAlpha's) says so above what it has.
  const refusals = page.getByRole('alert').filter({
    hasText: `Your network provider refused the governance history: ${REFUSAL}`,
  });
  await expect(refusals).toHaveCount(2, { timeout: 30_000 });
  const retries = page.getByRole('button', { name: 'Try again' });
  await expect(retries).toHaveCount(2);
  await expect(page.getByText('Loading proposals')).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);
  // What needs no log is shown: each proposal's state, its description still to come.
  await expect(page.getByText('Loading description…').first()).toBeVisible();

  // The endpoint recovers; Try again reads the history and every description comes in.
  refusing = false;
  // One Try again may retry both lists; whatever refusal is left gets its own.
  await expect(async () => {
    if (await retries.count()) await retries.first().click({ timeout: 1_000 });
    await expect(refusals).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const { proposals, bravoProposals } = devnet.deployment.governance;
  for (const seeded of [...bravoProposals, ...proposals]) {
    const row = page.getByRole('link', { name: new RegExp(seeded.title) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(seeded.state);
  }
  await expect(page.getByText(/refused the governance history/)).toHaveCount(0);
});
