// The browser side of the responsiveness benches (liquidity-range, swap-typing): an init script
// that records main-thread long tasks and the values a field shows after an input event, and the
// Playwright steps that read them. The figures are judged in responsiveness.ts.
import type { Locator, Page } from '@playwright/test';
import { type FieldChange, settledReaction } from './responsiveness';

/** How long an interaction may take to show its result before the run calls it never shown. */
export const REACTION_LIMIT_MS = 5_000;

interface FieldWatch {
  /** The input event's time stamp; null until the event reached the page. */
  startedAt: number | null;
  changes: FieldChange[];
  done: boolean;
}

interface RecorderWindow {
  __benchRecorder: {
    takeLongTasks(): number[];
    watch(trigger: Element, eventType: string, follower: Element, limitMs: number): number;
    settled(index: number, awaitedSource: string, settleMs: number): boolean;
    finish(index: number): { eventSeen: boolean; changes: FieldChange[] };
  };
}

/**
 * Installed before the app's scripts (`context.addInitScript`): a 'longtask' observer, and
 * `watch`, which on the next `eventType` on `trigger` records every value `follower` shows, at the
 * first frame it shows it, in ms from the event's own time stamp (when the input happened, so
 * time the main thread was too busy to run the listener counts), until finished or `limitMs`.
 * Self-contained: Playwright sends its source to the page.
 */
export function installResponsivenessRecorder() {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: true });
  const watches: FieldWatch[] = [];
  const recorder: RecorderWindow['__benchRecorder'] = {
    takeLongTasks() {
      for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
      return longTasks.splice(0);
    },
    watch(trigger, eventType, follower, limitMs) {
      const input = follower as HTMLInputElement;
      const entry: FieldWatch = { startedAt: null, changes: [], done: false };
      let shown = input.value;
      trigger.addEventListener(
        eventType,
        (event) => {
          const started = event.timeStamp;
          entry.startedAt = started;
          const check = () => {
            if (entry.done) return;
            const waited = performance.now() - started;
            if (input.value !== shown) {
              shown = input.value;
              entry.changes.push({ atMs: waited, value: shown });
            }
            if (waited <= limitMs) requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { once: true, capture: true },
      );
      return watches.push(entry) - 1;
    },
    settled(index, awaitedSource, settleMs) {
      const entry = watches[index];
      const last = entry?.changes[entry.changes.length - 1];
      if (!entry || entry.startedAt === null || !last) return false;
      const heldFor = performance.now() - entry.startedAt - last.atMs;
      return new RegExp(awaitedSource).test(last.value) && heldFor >= settleMs;
    },
    finish(index) {
      const entry = watches[index];
      if (!entry) return { eventSeen: false, changes: [] };
      entry.done = true;
      return { eventSeen: entry.startedAt !== null, changes: entry.changes };
    },
  };
  (window as unknown as RecorderWindow).__benchRecorder = recorder;
}

export interface ReactionOptions {
  /** The value the follower ends on, as a regular expression's source; default: any change. */
  readonly awaited?: string;
  /** How long that value must stay before it counts as the result; default 0: the first change. */
  readonly settleMs?: number;
}

/**
 * Watches `follower`, runs `act` (which fires `eventType` on `trigger`) and returns the ms from
 * the event until the follower first showed the value it settled on (see ReactionOptions), or
 * null when it did not settle on an awaited value within REACTION_LIMIT_MS.
 */
export async function reaction(
  page: Page,
  trigger: Locator,
  eventType: string,
  follower: Locator,
  act: () => Promise<void>,
  options: ReactionOptions = {},
): Promise<number | null> {
  const awaited = options.awaited ?? '';
  const settleMs = options.settleMs ?? 0;
  const triggerHandle = await trigger.elementHandle({ timeout: 10_000 });
  const followerHandle = await follower.elementHandle({ timeout: 10_000 });
  const index = await page.evaluate(
    ([target, other, type, limit]) =>
      (window as unknown as RecorderWindow).__benchRecorder.watch(
        target as Element,
        type,
        other as Element,
        limit,
      ),
    [triggerHandle, followerHandle, eventType, REACTION_LIMIT_MS + settleMs] as const,
  );
  await act();
  let settled = true;
  try {
    await page.waitForFunction(
      ([watch, source, settle]) =>
        (window as unknown as RecorderWindow).__benchRecorder.settled(watch, source, settle),
      [index, awaited, settleMs] as const,
      { timeout: REACTION_LIMIT_MS + settleMs, polling: 50 },
    );
  } catch {
    settled = false;
  }
  const { eventSeen, changes } = await page.evaluate(
    (watch) => (window as unknown as RecorderWindow).__benchRecorder.finish(watch),
    index,
  );
  if (!eventSeen) {
    throw new Error(
      `No ${eventType} reached the page within ${REACTION_LIMIT_MS + settleMs} ms (was the control covered or gone?)`,
    );
  }
  if (!settled) return null;
  const pattern = new RegExp(awaited);
  return settledReaction(changes, (value) => pattern.test(value));
}

/** The main-thread tasks over 50 ms since the last call (all of them the first time). */
export const takeLongTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as RecorderWindow).__benchRecorder.takeLongTasks());
