// The browser side of the responsiveness benches (liquidity-range, swap-typing): an init script
// that records main-thread long tasks, the values a field shows after an input event, and the frames
// a field takes to follow a stream of events (a drag), and the Playwright steps that read them. The
// figures are judged in responsiveness.ts and depthChart.ts.
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
    followFrames(trigger: Element, eventType: string, follower: Element): void;
    stopFollowing(): FrameFollow;
  };
}

/** What `followFrames` saw: the events, and for each change of the field the frames it took. */
export interface FrameFollow {
  readonly events: number;
  /** Per change: frames from the event charged with it to the first frame that showed it (1: the next). */
  readonly framesPerChange: number[];
  readonly frames: number;
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
  let stopFollow: (() => FrameFollow) | undefined;
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
    followFrames(trigger, eventType, follower) {
      // Frames are counted by a requestAnimationFrame loop and each event is stamped with the
      // count when it is dispatched. A frame that finds the field changed charges the change to
      // the event that made it during its own dispatch (the app rendered within the event), else,
      // the change having come later, to the oldest event since the last change: charging it to
      // the newest would hide a steady lag whenever a move arrives every frame. 1 means the first
      // frame after the event.
      const input = follower as HTMLInputElement;
      let frame = 0;
      let events = 0;
      let shown = input.value;
      let running = true;
      let dispatching: { frame: number; value: string } | undefined;
      let madeInEvent: number | undefined;
      let oldestSinceChange: number | undefined;
      const framesPerChange: number[] = [];
      const ours = (event: Event) => event.target instanceof Node && trigger.contains(event.target);
      // On window, capturing: before the app's listeners; bubbling: after them.
      const before = (event: Event) => {
        if (!ours(event)) return;
        events += 1;
        dispatching = { frame, value: input.value };
        oldestSinceChange ??= frame;
      };
      const after = (event: Event) => {
        if (!ours(event) || !dispatching) return;
        if (input.value !== dispatching.value) madeInEvent = dispatching.frame;
        dispatching = undefined;
      };
      window.addEventListener(eventType, before, { capture: true });
      window.addEventListener(eventType, after);
      const onFrame = () => {
        if (!running) return;
        frame += 1;
        if (input.value !== shown) {
          shown = input.value;
          const from = madeInEvent ?? oldestSinceChange;
          if (from !== undefined) framesPerChange.push(frame - from);
          oldestSinceChange = undefined;
        }
        madeInEvent = undefined;
        requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      stopFollow = () => {
        running = false;
        window.removeEventListener(eventType, before, { capture: true });
        window.removeEventListener(eventType, after);
        return { events, framesPerChange, frames: frame };
      };
    },
    stopFollowing() {
      const result = stopFollow?.() ?? { events: 0, framesPerChange: [], frames: 0 };
      stopFollow = undefined;
      return result;
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

/**
 * Counts, until `stop` is called, the frames `follower` takes to show each change `eventType` on
 * `trigger` makes (see the recorder's followFrames).
 */
export async function followFrames(
  page: Page,
  trigger: Locator,
  eventType: string,
  follower: Locator,
): Promise<{ stop: () => Promise<FrameFollow> }> {
  const triggerHandle = await trigger.elementHandle({ timeout: 10_000 });
  const followerHandle = await follower.elementHandle({ timeout: 10_000 });
  await page.evaluate(
    ([target, other, type]) =>
      (window as unknown as RecorderWindow).__benchRecorder.followFrames(
        target as Element,
        type,
        other as Element,
      ),
    [triggerHandle, followerHandle, eventType] as const,
  );
  return {
    stop: () =>
      page.evaluate(() => (window as unknown as RecorderWindow).__benchRecorder.stopFollowing()),
  };
}

/** Resolves after the page's next animation frame. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
