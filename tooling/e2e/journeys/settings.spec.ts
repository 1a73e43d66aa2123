// Settings, lists and state (issue #19): the phishing warning naming the app's own address, the
// token select's heights on a desktop and on a phone, and the vote page in the reader's language
// with the account's own vote shown once cast.
import type { Locator, Page } from '@playwright/test';
import { Contract, formatUnits } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { PHONE } from '../src/phone';

test('the phishing warning names this origin; dismissed, it stays away after a reload', async ({
  page,
}) => {
  await page.goto('/swap');
  const origin = new URL(page.url()).origin;
  const warning = page.getByTestId('url-warning');
  await expect(warning).toContainText('Phishing warning:');
  await expect(warning).toContainText(
    `please make sure you're visiting ${origin} - check the URL carefully.`,
  );
  await warning.getByRole('button', { name: 'Dismiss the phishing warning' }).click();
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Select a token' }).first()).toBeVisible();
  await expect(page.getByTestId('url-warning')).toHaveCount(0);
});

/** The dialog's height and its view's CSS bounds, in px, with the viewport's height. */
async function measure(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('dialog not rendered');
  const bounds = await dialog.evaluate((element) => {
    const views = [element, ...element.querySelectorAll<HTMLElement>('*')];
    const view = views.find((node) => !['auto', '0px'].includes(getComputedStyle(node).minHeight));
    if (!view) throw new Error('no sized view');
    const style = getComputedStyle(view);
    return { min: Number.parseFloat(style.minHeight), max: Number.parseFloat(style.maxHeight) };
  });
  const viewportHeight = page.viewportSize()?.height ?? 0;
  return { height: box.height, ...bounds, viewportHeight };
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE.viewport],
] as const) {
  test.describe(`token select heights (${label})`, () => {
    test.use({ viewport });

    test('search view 80vh, import view between 40vh and 80vh', async ({ page, devnet }) => {
      await page.goto('/swap');
      await page.getByRole('button', { name: 'Select a token' }).first().click();
      const search = page.getByRole('dialog', { name: 'Select a token' });
      await expect(search.getByRole('option').first()).toBeVisible();
      const searchView = await measure(page, search);
      expect(searchView.min).toBeCloseTo(searchView.viewportHeight * 0.8, 0);
      expect(searchView.max).toBeCloseTo(searchView.viewportHeight * 0.8, 0);
      expect(Math.abs(searchView.height - searchView.viewportHeight * 0.8)).toBeLessThanOrEqual(2);

      await search
        .getByRole('combobox', { name: 'Search name or paste address' })
        .fill(devnet.deployment.tokens.NOLIST.address);
      await search.getByRole('option', { name: /NOLIST.*Import/ }).click();
      const importView = await measure(page, page.getByRole('dialog', { name: 'Import a token' }));
      expect(importView.min).toBeCloseTo(importView.viewportHeight * 0.4, 0);
      expect(importView.max).toBeCloseTo(importView.viewportHeight * 0.8, 0);
      expect(importView.height).toBeGreaterThanOrEqual(importView.viewportHeight * 0.4 - 1);
      expect(importView.height).toBeLessThanOrEqual(importView.viewportHeight * 0.8 + 1);
    });
  });
}

const GOVERNOR = [
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, bool canceled, bool executed)',
  'function getReceipt(uint256 proposalId, address voter) view returns (tuple(bool hasVoted, bool support, uint96 votes))',
];

test('after voting, the proposal says how the account voted instead of offering votes, in German too', async ({
  page,
  devnet,
  wallet,
}) => {
  const governor = new Contract(
    devnet.deployment.contracts.governorAlpha,
    GOVERNOR,
    devnet.client.provider,
  );
  const voter = devnet.deployment.accounts[0] as string;
  await connectWallet(page, wallet, '/vote/6');
  await page.getByRole('button', { name: 'Vote Against' }).click();
  await page
    .getByRole('dialog', { name: 'Vote Against proposal 6' })
    .getByRole('button', { name: 'Vote Against' })
    .click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await governor.getFunction('getReceipt')(6, voter)).hasVoted as boolean)
    .toBe(true);
  const receipt = await governor.getFunction('getReceipt')(6, voter);
  const votes = BigInt(formatUnits(receipt.votes as bigint, 18).split('.')[0] ?? '0');
  await expect(page.getByTestId('proposal-voted')).toHaveText(
    `You voted Against with ${votes.toLocaleString('en-US')} votes`,
  );
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vote Against' })).toHaveCount(0);

  // The same page in German: separators and percentages the German way.
  const proposal = await governor.getFunction('proposals')(6);
  const against = BigInt(formatUnits(proposal.againstVotes as bigint, 18).split('.')[0] ?? '0');
  await page.goto('/vote/6?lng=de');
  await expect(page.getByTestId('proposal-voted')).toHaveText(
    `Sie haben mit ${votes.toLocaleString('de-DE')} Stimmen dagegen gestimmt`,
  );
  await expect(page.getByText(against.toLocaleString('de-DE'), { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}\u00a0%$/).first()).toBeVisible();
});
