// `pnpm bench`: what /swap fetches before any interaction (issue 31 §3), measured the way a user's
// browser sees it: the production (mainnet) build served by `vite preview`, opened in Chromium,
// every file the page fetches from its own origin until it has been quiet for two seconds. Nothing
// leaves this machine: requests to other hosts (the mainnet node, token lists) are refused and
// counted. Fails after printing when the goal is not met.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildWebApp, previewWebApp } from '../webApp';
import { firstLoadFigures, firstLoadGoal, formatFirstLoad } from './firstLoad';
import { recordFirstLoad } from './firstLoadPage';

/** A free port (this bench needs no devnet, so it does not load the devnet package). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A node that knows its chain (mainnet) and a block number; any other call is an error. */
function jsonRpcAnswer(body: string | null): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? '');
  } catch {
    return null;
  }
  const known: Record<string, string> = {
    eth_chainId: '0x1',
    net_version: '1',
    eth_blockNumber: '0x1406f40',
  };
  const answer = (message: { id?: unknown; method?: unknown }) => {
    const result = typeof message.method === 'string' ? known[message.method] : undefined;
    return result === undefined
      ? { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'not available' } }
      : { jsonrpc: '2.0', id: message.id, result };
  };
  if (Array.isArray(parsed)) return JSON.stringify(parsed.map(answer));
  if (parsed && typeof parsed === 'object' && 'method' in parsed)
    return JSON.stringify(answer(parsed));
  return null;
}

test('/swap first load: everything fetched before any interaction', async ({ browser }) => {
  const workDir = await mkdtemp(join(tmpdir(), 'dex-first-load-'));
  const outDir = join(workDir, 'dist');
  try {
    await buildWebApp({ outDir, viteEnv: {}, production: true });
    const preview = await previewWebApp({ outDir, port: await freePort() });
    const context = await browser.newContext();
    try {
      const origin = new URL(preview.url).origin;
      const external = new Set<string>();
      // Other hosts never answer from here. The mainnet node is played by a stand-in that knows
      // the chain id and a block number and nothing else (the app's connection guard needs the
      // chain before it shows a page); everything else is refused.
      await context.route(
        (url) => url.origin !== origin,
        (route) => {
          const request = route.request();
          external.add(new URL(request.url()).host);
          const rpc = request.method() === 'POST' ? jsonRpcAnswer(request.postData()) : null;
          return rpc === null
            ? route.abort()
            : route.fulfill({
                status: 200,
                contentType: 'application/json',
                headers: { 'access-control-allow-origin': '*' },
                body: rpc,
              });
        },
      );
      const page = await context.newPage();
      const recorder = recordFirstLoad(page, origin);
      // The production build routes after '#' (relative public path).
      await page.goto(`${preview.url}/#/swap`);
      await expect(page.getByRole('button', { name: 'Select a token' }).first()).toBeVisible();
      const files = await recorder.settled();
      const figures = firstLoadFigures(files);
      const goal = firstLoadGoal(figures);
      console.log(
        [
          formatFirstLoad(figures),
          `  requests to other hosts refused (not counted): ${[...external].sort().join(', ') || 'none'}`,
          `  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}`,
        ].join('\n'),
      );
      expect(goal.met, goal.text).toBe(true);
    } finally {
      await context.close();
      await preview.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
});
