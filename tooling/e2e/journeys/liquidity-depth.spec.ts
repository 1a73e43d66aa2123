// Issue #42 on the devnet: the depth chart's brush sets the range on /add (dragging both handles,
// then a handle stepped by keyboard), and the position minted holds exactly the ticks the handles
// showed; /pool/{id} draws the position's range over the pool's depth and its day of price history
// (the devnet's seeded trades), and a phone shows both without scrolling sideways.
import type { Locator, Page } from '@playwright/test';
import { approveAddAndConfirm, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';
import { positionContracts, seededPositionId } from './liquidity-positions.testing';

const MANAGER = [
  'function balanceOf(address) view returns (uint256)',
  'function tokenOfOwnerByIndex(address, uint256) view returns (uint256)',
  'function positions(uint256) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256, uint256, uint128, uint128)',
];

/** Drags `handle` sideways by `dx` pixels, in small moves as a hand does. */
async function drag(page: Page, handle: Locator, dx: number) {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('handle not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** The price a handle stands at (its slider value: USDC per ETH). */
async function handlePrice(handle: Locator): Promise<number> {
  return Number(await handle.getAttribute('aria-valuenow'));
}

test('a range dragged and stepped on the depth chart is the range minted', async ({
  page,
  wallet,
  devnet,
}) => {
  const { USDC, WETH } = devnet.deployment.tokens;
  const { owner, manager } = positionContracts(devnet, MANAGER);
  const count = async () => (await manager.getFunction('balanceOf')(owner)) as bigint;
  const before = await count();
  // The pool's tick of a USDC-per-ETH price, worked out here from 1.0001^tick, not by the app.
  const wethFirst = WETH.address.toLowerCase() < USDC.address.toLowerCase();
  const tickOf = (price: number) => {
    const raw = wethFirst ? price * 10 ** (USDC.decimals - 18) : 10 ** (18 - USDC.decimals) / price;
    const tick = Math.log(raw) / Math.log(1.0001);
    // A handle only stands on a tick's price.
    expect(Math.abs(tick - Math.round(tick))).toBeLessThan(1e-6);
    return Math.round(tick);
  };

  await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
  const chart = page.getByRole('group', { name: 'Liquidity by price' });
  const minHandle = chart.getByRole('slider', { name: 'Min Price' });
  const maxHandle = chart.getByRole('slider', { name: 'Max Price' });
  await expect(minHandle).toBeVisible();
  const minField = page.getByRole('textbox', { name: 'Min Price' });
  const maxField = page.getByRole('textbox', { name: 'Max Price' });
  await expect(minField).toHaveValue('');
  // Typing an end moves its handle to that price's usable tick.
  await minField.fill('1500');
  await expect.poll(() => handlePrice(minHandle)).toBeCloseTo(1500, -1);
  await minField.fill('');

  await drag(page, minHandle, -70);
  // One handle moved types both ends: the range is the one drawn.
  await expect(minField).not.toHaveValue('');
  await expect(maxField).not.toHaveValue('');
  const draggedMin = await handlePrice(minHandle);
  await drag(page, maxHandle, 45);
  await expect.poll(() => handlePrice(maxHandle)).not.toBe(draggedMin);
  expect(await handlePrice(minHandle)).toBe(draggedMin);

  // Three presses of ← move the max handle down three tick spacings (60 each at 0.3%).
  const draggedMax = await handlePrice(maxHandle);
  await maxHandle.focus();
  for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => handlePrice(maxHandle)).toBeLessThan(draggedMax);
  const steppedMax = await handlePrice(maxHandle);
  expect(Math.abs(tickOf(steppedMax) - tickOf(draggedMax))).toBe(180);
  await expect(maxHandle).toHaveAttribute('aria-valuetext', /%\)$/);
  // The fields show the handles' prices.
  expect(Number((await minField.inputValue()).replaceAll(',', ''))).toBeCloseTo(draggedMin, 1);
  expect(Number((await maxField.inputValue()).replaceAll(',', ''))).toBeCloseTo(steppedMax, 1);

  await page.getByRole('textbox', { name: 'ETH' }).fill('0.2');
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
  await approveAddAndConfirm(page, 'Add Liquidity');
  await expect.poll(count).toBe(before + 1n);
  const id = (await manager.getFunction('tokenOfOwnerByIndex')(owner, before)) as bigint;
  const position = await manager.getFunction('positions')(id);
  const [minTick, maxTick] = [tickOf(draggedMin), tickOf(steppedMax)];
  expect([Number(position.tickLower), Number(position.tickUpper)]).toEqual(
    wethFirst ? [minTick, maxTick] : [maxTick, minTick],
  );
});

test('a position’s page (and its increase page) draws its range over the pool’s depth and its day of prices', async ({
  page,
  devnet,
}) => {
  await page.goto(`/pool/${seededPositionId(devnet, 'in-range')}`);
  const chart = page.getByRole('group', { name: 'Liquidity by price' });
  await expect(chart.getByTestId('depth-range')).toHaveAttribute('data-tone', 'in-range');
  await expect(chart.getByTestId('depth-bars')).toBeVisible();
  // Drawn, not set: a position's range has no sliders.
  await expect(chart.getByRole('slider')).toHaveCount(0);
  const history = page.getByRole('img', { name: 'Price over the last 24 hours' });
  await expect(history.getByTestId('history-line')).toBeVisible();
  // A day of half-hour points: the line turns at many of them (the seeded trades).
  const line = (await history.getByTestId('history-line').getAttribute('d')) ?? '';
  expect(line.split(/[ML]/).filter(Boolean).length).toBeGreaterThan(40);
  await expect(history.getByTestId('history-range')).toBeVisible();

  // /increase draws the position's fixed range the same way: no sliders.
  const { USDC } = devnet.deployment.tokens;
  await page.goto(`/increase/ETH/${USDC.address}/3000/${seededPositionId(devnet, 'in-range')}`);
  await expect(chart.getByTestId('depth-range')).toHaveAttribute('data-tone', 'in-range');
  await expect(chart.getByRole('slider')).toHaveCount(0);

  // A pool that does not exist yet (ETH/USDC has no 1% pool): the charts say so, the fields stay.
  await page.goto(`/add/ETH/${USDC.address}/10000`);
  await expect(page.getByText('This pool has no liquidity yet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Min Price' })).toBeEditable();

  // The out-of-range position's band takes the badge's colour.
  await page.goto(`/pool/${seededPositionId(devnet, 'out-of-range')}`);
  await expect(chart.getByTestId('depth-range')).toHaveAttribute('data-tone', 'out-of-range');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the add page’s charts fit the screen, pass axe, and a handle still drags', async ({
    page,
    devnet,
  }) => {
    const { USDC } = devnet.deployment.tokens;
    await page.goto(`/add/ETH/${USDC.address}/3000`);
    const minHandle = page.getByRole('slider', { name: 'Min Price' });
    await expect(minHandle).toBeVisible();
    await expectFitsAndAccessible(page, '/add with its depth chart');
    await drag(page, minHandle, -30);
    await expect(page.getByRole('textbox', { name: 'Min Price' })).not.toHaveValue('');
  });
});
