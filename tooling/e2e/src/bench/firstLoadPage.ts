// What a page fetches from its own origin until the network has been quiet (issue 31 §3's
// "before any interaction"), shared by `pnpm bench` (the production build) and the journey that
// holds the harness's build to the same goal. Each file is gzipped as servers commonly serve it.
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request } from '@playwright/test';
import type { FetchedFile } from './firstLoad';

/** How long nothing may start or finish before the load counts as over. */
export const QUIET_MS = 2_000;

export interface FirstLoadRecorder {
  /** Waits until nothing from the origin is in flight and nothing has moved for QUIET_MS. */
  settled(): Promise<FetchedFile[]>;
}

/** Starts recording `page`'s requests to `origin`; call before navigating. */
export function recordFirstLoad(page: Page, origin: string): FirstLoadRecorder {
  const pending = new Set<Request>();
  const fetched: Promise<FetchedFile | null>[] = [];
  let lastActivity = performance.now();
  const sameOrigin = (request: Request) => new URL(request.url()).origin === origin;
  page.on('request', (request) => {
    if (!sameOrigin(request)) return;
    pending.add(request);
    lastActivity = performance.now();
  });
  const settle = (request: Request) => {
    if (!sameOrigin(request)) return;
    pending.delete(request);
    lastActivity = performance.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    if (!sameOrigin(request)) return;
    settle(request);
    fetched.push(
      request.response().then(async (response) => {
        if (response?.status() !== 200) return null;
        const body = await response.body();
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        };
      }),
    );
  });
  return {
    async settled() {
      await expect
        .poll(() => pending.size === 0 && performance.now() - lastActivity >= QUIET_MS, {
          intervals: [250],
          timeout: 60_000,
        })
        .toBe(true);
      return (await Promise.all(fetched)).filter((file) => file !== null);
    },
  };
}
