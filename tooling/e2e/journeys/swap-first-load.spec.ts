import { firstLoadFigures, firstLoadGoal, formatFirstLoad } from '../src/bench/firstLoad';
import { recordFirstLoad } from '../src/bench/firstLoadPage';
import { expect, test } from '../src/fixtures';

// Issue 31 §3 in CI: `pnpm bench` measures the production build; this holds the build the
// journeys serve (the same app built for the devnet) to the same goal, so a change that grows
// /swap's first download, or starts an on-demand chunk at load, fails here. No wallet: a first
// visit before any interaction.
test.use({ walletInstalled: false });

test('/swap fetches at most 200 kB gzip of scripts before any interaction', async ({
  page,
  baseURL,
}) => {
  const recorder = recordFirstLoad(page, new URL(baseURL ?? '').origin);
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: 'Select a token' }).first()).toBeVisible();
  const figures = firstLoadFigures(await recorder.settled());
  const goal = firstLoadGoal(figures);
  expect(goal.met, `${goal.text}\n${formatFirstLoad(figures)}`).toBe(true);
});
