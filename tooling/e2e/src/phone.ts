// Shared checks for the journeys that run on a 375 px phone.
import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { expect } from './fixtures';

/** A 375 px touch phone, for `test.use(PHONE)`. */
export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true } as const;

/** The page does not scroll sideways and axe finds nothing serious (soft, so every state reports). */
export async function expectFitsAndAccessible(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  const violations = await seriousViolations(page);
  expect.soft(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
