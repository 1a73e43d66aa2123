// Issue 14 §4: anyone above the proposal threshold writes the text every visitor's page parses.
// A 100 KB description of the shapes that froze the old parsers (a heading line padded with
// spaces, unclosed "[" and link openers, emphasis everywhere) must leave /vote and /vote/{id}
// working, new blocks included, with the description cut at 50,000 characters and a note saying so.
import { artifacts } from '@dex-tooling/devnet';
import { expect, test } from '../src/fixtures';

const TITLE = 'Hostile text proposal';
const fill = (unit: string, size: number) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const EMPHASIS = 2_000;
// About 100 KB; the cut at 50,000 characters falls inside the "[a](b" run.
const DESCRIPTION = [
  `# ${TITLE}${fill(' ', 20_000)}#x`,
  fill('*a* ', EMPHASIS * 4),
  fill('[', 20_000),
  fill('[a](b', 20_000),
  `# a${fill(' ', 30_000)}x`,
].join('\n\n');

test('a proposal with a 100 KB hostile description: the list, its page and new blocks keep working', async ({
  page,
  devnet,
  wallet,
}) => {
  // Account #0 holds delegated votes above the threshold and has no proposal of its own yet.
  const governor = devnet.client.at(
    artifacts.GovernorAlpha,
    devnet.deployment.contracts.governorAlpha,
  );
  await devnet.client.send(governor, 'propose', [
    [devnet.deployment.tokens.UNI.address],
    [0],
    ['transfer(address,uint256)'],
    [`0x${'0'.repeat(128)}`],
    DESCRIPTION,
  ]);
  await devnet.mine(1);
  const id = Number(await governor.getFunction('proposalCount')());

  await wallet.lockAccounts();
  await page.goto('/vote');
  const row = page.getByRole('link', { name: new RegExp(`^${id}\\s*${TITLE}`) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/vote/${id}$`));
  const title = page.getByRole('heading', { level: 1 });
  // Its first heading runs on for 20,000 spaces: the title is cut at 200 characters.
  await expect(title).toHaveText(`${TITLE}…`);
  await expect(
    page.getByText(
      'This description is too long to show in full: only its first 50,000 characters are shown.',
    ),
  ).toBeVisible();
  // The emphasis is rendered, unclosed openers stay text, and the last heading is past the cut.
  await expect(page.locator('em')).toHaveCount(EMPHASIS);
  await expect(page.getByRole('link', { name: 'a', exact: true })).toHaveCount(0);
  await expect(page.locator('h3')).toHaveCount(1);

  // New blocks re-join the proposals; the page keeps answering and shows the latest block.
  await devnet.mine(2);
  const latest = await devnet.client.provider.getBlockNumber();
  await expect(page.getByTestId('block-number')).toHaveText(String(latest));
  await page.getByRole('link', { name: /All Proposals/ }).click();
  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.getByRole('link', { name: new RegExp(`^${id}\\s*${TITLE}`) })).toBeVisible();
});
