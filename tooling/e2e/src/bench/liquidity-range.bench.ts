// `pnpm bench`: add-liquidity responsiveness where it is hard (issue 31 §3). Before the page opens,
// the devnet's ETH/USDC 0.3% pool gets 150 narrow positions on each side of its price (about 300
// initialised ticks a side; tickSeeder.ts, the default seed is left alone). Then Chromium opens
// /add/ETH/USDC/3000 with the devnet wallet connected, steps the range 20 times and types an
// amount key by key. Printed: main-thread tasks over 50 ms in each phase (goal: none) and each
// keystroke's time from the key event to the other deposit amount showing the new value (goal: at
// most 100 ms). Then the depth chart (issue #42): the Min Price handle dragged across the chart and
// back for about 2 s (a few px every ~16 ms), and the chart zoomed in and out by its buttons and the
// wheel. Printed: the long tasks of each (goal: none over 50 ms), and for each change the drag made
// to the Min Price field the animation frames from its pointer move to the first frame showing it
// (goal: every one at the first frame, over at least 20 changes). All beside the machine's load.
// Every wait has a limit that names what did not happen; a goal not met fails the run after
// printing.
import { cpus, loadavg } from 'node:os';
import { DevnetClient } from '@dex-tooling/devnet';
import { expect, test } from '@playwright/test';
import { connectWallet } from '../app';
import { type JourneyEnvironment, startJourneyEnvironment } from '../environment';
import { installDevnetWallet } from '../wallet/install';
import { dragFramesGoal, summariseFrames } from './depthChart';
import type { GoalResult } from './goals';
import { keystrokeGoal } from './liquidityRange';
import { longTaskGoal, summarise } from './responsiveness';
import {
  followFrames,
  installResponsivenessRecorder,
  nextFrame,
  reaction,
  takeLongTasks,
} from './responsivenessRecorder';
import { seedInitialisedTicks } from './tickSeeder';

const POSITIONS_PER_SIDE = 150;
const RANGE_STEPS = 20;
/** Every key changes the amount (no '.', no leading zero), so each must reach the other field. */
const KEYS = [...'1250', ...Array<string>(4).fill('Backspace'), ...'375'];
/** The dev account that owns the seeded positions: the seed's liquidity provider, not the user. */
const SEEDER_ACCOUNT = 8;
/** The drag: one pointer move this often, for this long (a hand's pace, frame by frame). */
const DRAG_MOVE_MS = 16;
const DRAG_MS = 2_000;
const ZOOM_PRESSES = 5;
const WHEEL_TURNS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

let environment: JourneyEnvironment | undefined;
// Stopped here rather than in the test's own finally: a test past its time limit is abandoned
// mid-step, but the hooks after it still run, so anvil and the preview server never outlive the run.
test.afterAll(async () => {
  await environment?.stop();
});

// A control that never becomes actionable fails the step with its name instead of waiting out the test.
test.use({ actionTimeout: 30_000 });

test('add liquidity on a pool with hundreds of initialised ticks each side: range steps, typing, and dragging and zooming its depth chart', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  environment = await startJourneyEnvironment();
  const { state } = environment;
  const { deployment } = state;
  const poolInfo = deployment.v3Pools.find(
    (pool) => pool.fee === 3000 && pool.tokens.includes('WETH') && pool.tokens.includes('USDC'),
  );
  if (!poolInfo) throw new Error('The devnet has no ETH/USDC 0.3% pool');
  const client = await DevnetClient.connect(state.rpcUrl);
  const seedStarted = Date.now();
  const seeded = await (async () => {
    try {
      const [token0] = poolInfo.tokens;
      return await seedInitialisedTicks({
        client,
        positionManager: deployment.contracts.nonfungiblePositionManager,
        pool: poolInfo.address,
        from: SEEDER_ACCOUNT,
        perSide: POSITIONS_PER_SIDE,
        // 0.01 WETH or 20 USDC a range, whichever side of the price it lies on.
        amount0: token0 === 'WETH' ? 10n ** 16n : 20n * 10n ** 6n,
        amount1: token0 === 'WETH' ? 20n * 10n ** 6n : 10n ** 16n,
      });
    } finally {
      client.destroy();
    }
  })();
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  // Hundreds a side, or the bench would measure an easy pool.
  expect(seeded.initialisedBelow, 'initialised ticks below the price').toBeGreaterThanOrEqual(
    2 * POSITIONS_PER_SIDE,
  );
  expect(seeded.initialisedAbove, 'initialised ticks above the price').toBeGreaterThanOrEqual(
    2 * POSITIONS_PER_SIDE,
  );

  const context = await browser.newContext({ baseURL: state.baseURL });
  try {
    const wallet = await installDevnetWallet(context, {
      rpcUrl: state.rpcUrl,
      devnetChainId: state.chainId,
      accounts: deployment.accounts,
    });
    await context.addInitScript(installResponsivenessRecorder);
    const page = await context.newPage();
    await connectWallet(page, wallet, `/add/ETH/${deployment.tokens.USDC.address}/3000`);
    await expect(page.getByText(/Current Price: .* USDC per ETH/)).toBeVisible({
      timeout: 30_000,
    });
    const min = page.getByRole('textbox', { name: 'Min Price' });
    const max = page.getByRole('textbox', { name: 'Max Price' });
    const eth = page.getByRole('textbox', { name: 'ETH', exact: true });
    const usdc = page.getByRole('textbox', { name: 'USDC', exact: true });
    await min.fill('1000');
    await max.fill('4000');
    await eth.fill('1');
    await expect(usdc, 'the USDC amount follows 1 ETH').toHaveValue(/\d/);
    // Start-up is not measured, only shown: it proves the observer sees long tasks here.
    const startUpTasks = await takeLongTasks(page);

    // 20 range steps, inwards from both ends in turn; each waited for until the deposit moved.
    const stepLatencies: (number | null)[] = [];
    for (let step = 0; step < RANGE_STEPS; step++) {
      const field = step % 2 === 0 ? min : max;
      const button = page.getByRole('button', {
        name: step % 2 === 0 ? /^Increase Min Price by/ : /^Decrease Max Price by/,
      });
      const before = await field.inputValue();
      stepLatencies.push(await reaction(page, button, 'click', usdc, () => button.click()));
      await expect(field, `range step ${step + 1} moved its price`).not.toHaveValue(before);
    }
    const rangeTasks = await takeLongTasks(page);

    // Typing the ETH amount key by key: each key changes the USDC amount.
    await eth.fill('');
    await expect(usdc, 'no ETH, no USDC').toHaveValue('');
    await eth.focus();
    await takeLongTasks(page);
    const keyLatencies: (number | null)[] = [];
    for (const key of KEYS) {
      keyLatencies.push(await reaction(page, eth, 'keydown', usdc, () => eth.press(key)));
    }
    const typingTasks = await takeLongTasks(page);

    // Shown, not judged: the review prices its network cost in dollars through the ETH/USDC
    // pools, the one read on this page that simulates the seeded pool's ticks.
    await eth.fill('1');
    await expect(usdc).toHaveValue(/\d/);
    await takeLongTasks(page);
    const reviewStarted = Date.now();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add Liquidity' }).getByTestId('network-cost'),
      'the review prices its network cost in dollars',
    ).toContainText(/\$[\d,]+\.\d\d/, { timeout: 30_000 });
    const reviewMs = Date.now() - reviewStarted;
    const reviewTasks = await takeLongTasks(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add Liquidity' })).toBeHidden();

    // The drag: the Min Price handle pressed, swept to the chart's left edge, across to its right
    // edge and back, in small moves at a frame's pace, then released. Each move that changes the
    // handle's price types the range fields (and re-prices the deposit).
    const chart = page.getByRole('group', { name: 'Liquidity by price' });
    const minHandle = chart.getByRole('slider', { name: 'Min Price' });
    await minHandle.scrollIntoViewIfNeeded();
    const chartBox = await chart.boundingBox();
    const handleBox = await minHandle.boundingBox();
    if (!chartBox || !handleBox)
      throw new Error('the depth chart or its Min Price handle is not drawn');
    const left = chartBox.x + 4;
    const right = chartBox.x + chartBox.width - 4;
    const y = handleBox.y + handleBox.height / 2;
    let pointerX = clamp(handleBox.x + handleBox.width / 2, left, right);
    await page.mouse.move(pointerX, y);
    const follow = await followFrames(page, chart, 'pointermove', min);
    await takeLongTasks(page);
    await page.mouse.down();
    // Step so the sweep covers the chart twice (left, across, back) in the time given.
    const step = Math.max(2, Math.round((2 * (right - left)) / (DRAG_MS / DRAG_MOVE_MS)));
    // A move's promise resolves only once Chromium has dispatched it at its next frame: awaiting
    // each would halve the pace, so moves go out on the clock and are awaited at the end.
    const moves: Promise<void>[] = [];
    let direction = -1;
    const dragStarted = Date.now();
    for (let move = 1; Date.now() - dragStarted < DRAG_MS; move++) {
      pointerX += direction * step;
      if (pointerX <= left || pointerX >= right) {
        pointerX = clamp(pointerX, left, right);
        direction = -direction;
      }
      moves.push(page.mouse.move(pointerX, y));
      await sleep(dragStarted + move * DRAG_MOVE_MS - Date.now());
    }
    await Promise.all(moves);
    await page.mouse.up();
    const dragMs = Date.now() - dragStarted;
    // The last move's change shows a frame later: wait two before stopping the count.
    await nextFrame(page);
    await nextFrame(page);
    const dragged = await follow.stop();
    const dragTasks = await takeLongTasks(page);
    await expect(min, 'the drag typed the Min Price field').toHaveValue(/\d/);

    // The zoom: the buttons in, then out, a frame apart, then the wheel in and out over the plot.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const bars = chart.getByTestId('depth-bars');
    const barsAt = () => bars.getAttribute('d');
    await takeLongTasks(page);
    for (const button of [zoomIn, zoomOut]) {
      for (let press = 0; press < ZOOM_PRESSES; press++) {
        const before = await barsAt();
        await button.click();
        await nextFrame(page);
        // Each press redraws the bars: the phase measured zooming, not a disabled button.
        await expect(bars, 'a zoom button redraws the chart').not.toHaveAttribute(
          'd',
          before ?? '',
        );
      }
    }
    const surface = chart.getByTestId('depth-zoom-surface');
    const surfaceBox = await surface.boundingBox();
    if (!surfaceBox) throw new Error('the depth chart has no zoom surface');
    await page.mouse.move(
      surfaceBox.x + surfaceBox.width / 2,
      surfaceBox.y + surfaceBox.height / 2,
    );
    for (const deltaY of [
      ...Array<number>(WHEEL_TURNS).fill(-120),
      ...Array<number>(WHEEL_TURNS).fill(120),
    ]) {
      const before = await barsAt();
      await page.mouse.wheel(0, deltaY);
      await nextFrame(page);
      await expect(bars, 'a wheel turn over the plot zooms').not.toHaveAttribute('d', before ?? '');
    }
    await nextFrame(page);
    const zoomTasks = await takeLongTasks(page);

    const goals: GoalResult[] = [
      longTaskGoal(`${RANGE_STEPS} range steps`, rangeTasks),
      longTaskGoal(`${KEYS.length} keystrokes`, typingTasks),
      keystrokeGoal(keyLatencies),
      longTaskGoal(`dragging the Min Price handle (${(dragMs / 1000).toFixed(1)} s)`, dragTasks),
      dragFramesGoal('Min Price', dragged.framesPerChange),
      longTaskGoal(
        `zooming (${ZOOM_PRESSES} in, ${ZOOM_PRESSES} out, ${2 * WHEEL_TURNS} wheel turns)`,
        zoomTasks,
      ),
    ];
    const tasks = (durations: readonly number[]) => durations.map(Math.round).join(', ');
    const shown = (values: readonly (number | null)[]) =>
      values.map((value) => (value === null ? 'never' : Math.round(value))).join(', ');
    console.log(
      [
        `Add liquidity in Chromium, devnet ETH/USDC 0.3% with ${seeded.positions} narrow positions seeded ` +
          `(${seeded.transactions} transactions, ${seedSeconds.toFixed(1)} s): ${seeded.initialisedBelow} initialised ticks ` +
          `below the price, ${seeded.initialisedAbove} above (tick ${seeded.tickCurrent}, spacing ${seeded.tickSpacing})`,
        `  range step to updated deposit (ms): ${shown(stepLatencies)}; ${summarise(stepLatencies)}`,
        `  keystroke to updated deposit (ms), keys ${KEYS.map((key) => (key === 'Backspace' ? '⌫' : key)).join(' ')}: ${shown(keyLatencies)}; ${summarise(keyLatencies)}`,
        `  long tasks (ms): range steps [${tasks(rangeTasks)}], typing [${tasks(typingTasks)}]; ` +
          `not judged: start-up [${tasks(startUpTasks)}], opening the review until its network cost showed in dollars ` +
          `(${(reviewMs / 1000).toFixed(1)} s) [${tasks(reviewTasks)}]`,
        `  depth chart, Min Price handle dragged ${(dragMs / 1000).toFixed(1)} s over ${Math.round(right - left)} px and back ` +
          `(${moves.length} moves of ${step} px sent, ${dragged.events} pointer moves dispatched, ` +
          `${dragged.frames} frames): frames from a move to the Min Price field showing its change: ` +
          `${summariseFrames(dragged.framesPerChange)}`,
        `  long tasks (ms): drag [${tasks(dragTasks)}], zoom (${ZOOM_PRESSES} in, ${ZOOM_PRESSES} out, ` +
          `${2 * WHEEL_TURNS} wheel turns) [${tasks(zoomTasks)}]`,
        // Long tasks are wall-clock time: on a machine busy with other work they stretch.
        `  machine load while measured: ${loadavg()[0]?.toFixed(1)} (1-minute average) on ${cpus().length} cores`,
        ...goals.map((goal) => `  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}`),
      ].join('\n'),
    );
    expect(
      goals.filter((goal) => !goal.met).map((goal) => goal.text),
      'add-liquidity goals not met',
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
