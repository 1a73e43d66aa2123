// Automated accessibility checks with axe-core, injected into the page (the @axe-core/playwright
// wrapper needs Node 22). They catch what machines can: names, roles, labels, contrast, landmarks;
// the journeys themselves cover keyboard use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  /** Each element found, with axe's summary of what is wrong with it (e.g. the contrast ratio). */
  readonly targets: readonly string[];
}

/**
 * Runs axe (WCAG 2.x A and AA rules) on the page, or on `selector` only, and returns the serious
 * and critical violations, each with the elements it found.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: the app's policy (script-src 'self') blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(axePath, 'utf8');
    await page.evaluate(axeSource);
  }
  // Colours are judged as they end up. The check runs as for a reader who asked for reduced
  // motion, so the buttons' colour transitions are off (a CI run once caught an Approve button
  // 47% of the way from disabled grey to pink). A check during which an animation still started
  // saw colours in between: judge again once the page is still. Only a page that never settles
  // runs out of rounds.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    for (let round = 1; ; round++) {
      await settledAnimations(page);
      const { violations, moved } = await runAxe(page, selector);
      if (!moved || round === 5) return violations;
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** Waits for fade-ins and transitions (not the endless pulses) to finish. */
async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

async function runAxe(
  page: Page,
  selector: string | undefined,
): Promise<{ violations: AxeViolation[]; moved: boolean }> {
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    let moved = false;
    const markMoved = () => {
      moved = true;
    };
    const events = ['transitionrun', 'animationstart'] as const;
    for (const event of events) document.addEventListener(event, markMoved, true);
    let results: AxeResults;
    try {
      results = await axe.run(context ?? document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      // A transition that axe's own style reads started is dispatched on the next frame, and
      // is already listed by getAnimations(): look at both before trusting the colours.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
      ) {
        moved = true;
      }
    } finally {
      for (const event of events) document.removeEventListener(event, markMoved, true);
    }
    const violations = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map(
          (node) =>
            `${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
      }));
    return { violations, moved };
  }, selector);
}
