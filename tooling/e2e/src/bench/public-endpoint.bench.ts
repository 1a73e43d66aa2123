// `pnpm bench` (this package's part): the built app in Chromium on the long-history devnet (the
// world deployed after block 20,000,000) behind the provider-shaped proxy, once per endpoint
// profile (permissive, strict; ENDPOINT_PROFILES in @dex-tooling/devnet). For /vote, /pool and
// /swap it prints the HTTP requests and the time to the first full render and the requests per
// block afterwards, then the goals of issue #28 §3 and whether each is met. A page that does not
// render, or a goal not met, fails the run after everything is printed.
import {
  DevnetClient,
  ENDPOINT_PROFILES,
  type EndpointProfileName,
  type ProviderProxyStats,
  providerProxyControl,
} from '@dex-tooling/devnet';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startJourneyEnvironment } from '../environment';
import type { HarnessState } from '../harness';
import { installDevnetWallet } from '../wallet/install';
import {
  firstScreenVoteGoal,
  type GoalResult,
  limitsGoal,
  permissiveVoteGoal,
  strictVoteGoal,
  type VoteOpening,
} from './goals';

/** Spec 000 §9: without a pushed block the app polls every 15 s (fast-forwarded on the page's clock). */
const POLL_INTERVAL_MS = 15_000;
/** Blocks mined per page to measure the requests each costs. */
const BLOCKS = 3;
/** The page counts as settled after a second without a request. */
const QUIET_MS = 1_000;

type Control = ReturnType<typeof providerProxyControl>;

/** Every HTTP request the endpoint saw: JSON-RPC POSTs and WebSocket upgrades (refused or not). */
const requestsIn = (stats: ProviderProxyStats) =>
  stats.httpRequests + stats.webSocketsOpened + stats.webSocketsRefused;

async function waitQuiet(control: Control): Promise<ProviderProxyStats> {
  let stats = await control.stats();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const next = await control.stats();
    if (requestsIn(next) === requestsIn(stats)) return next;
    stats = next;
  }
}

interface PageBench {
  readonly path: string;
  /** What the page shows once every read it starts with has arrived. */
  fullRender(page: Page, state: HarnessState): Promise<void>;
}

const PAGES: readonly PageBench[] = [
  {
    path: '/vote',
    async fullRender(page, { deployment }) {
      // Both governors' lists: GovernorBravo's first, GovernorAlpha's after it.
      const { proposals, bravoProposals } = deployment.governance;
      for (const seeded of [...bravoProposals, ...proposals]) {
        await expect(page.getByRole('link', { name: new RegExp(seeded.title) })).toContainText(
          seeded.state,
        );
      }
    },
  },
  {
    path: '/pool',
    async fullRender(page, { deployment }) {
      const badges = { 'in-range': 'In range', 'out-of-range': 'Out of range', closed: 'Inactive' };
      for (const position of deployment.positions) {
        await expect(page.locator(`a[href="/pool/${position.tokenId}"]`)).toContainText(
          badges[position.state],
        );
      }
    },
  },
  {
    path: '/swap',
    async fullRender(page) {
      await expect(page.getByText(/^Balance: /)).toHaveCount(2);
      await expect(page.getByTestId('block-number')).toHaveText(/^\d+$/);
    },
  },
];

const swapUrl = (state: HarnessState) =>
  `/swap?inputCurrency=ETH&outputCurrency=${state.deployment.tokens.USDC.address}`;

interface PageFigures {
  readonly path: string;
  readonly requestsAtRender: number;
  readonly logRequestsAtRender: number;
  readonly msToRender: number;
  readonly requestsToQuiet: number;
  readonly requestsPerBlock: number;
  /** Requests the endpoint refused for its rate (429) or batch size (413) while the page ran. */
  readonly refused: { readonly rateLimited: number; readonly batchesRefused: number };
}

async function openPage(browser: Browser, state: HarnessState, client: DevnetClient) {
  const context = await browser.newContext({ baseURL: state.baseURL });
  // Account #0, already authorised: the app reconnects it at start, as a returning user's wallet.
  await installDevnetWallet(context, {
    rpcUrl: state.rpcUrl,
    devnetChainId: state.chainId,
    accounts: client.accounts,
  });
  const page = await context.newPage();
  await page.clock.install();
  return { context, page };
}

async function benchPage(
  browser: Browser,
  state: HarnessState,
  client: DevnetClient,
  control: Control,
  bench: PageBench,
  httpOnly: boolean,
): Promise<PageFigures> {
  const { context, page } = await openPage(browser, state, client);
  try {
    await control.reset();
    const started = performance.now();
    await page.goto(bench.path === '/swap' ? swapUrl(state) : bench.path);
    await bench.fullRender(page, state);
    const msToRender = performance.now() - started;
    const atRender = await control.stats();
    const settled = await waitQuiet(control);
    const start = (await client.latestBlock()).number;
    for (let block = start + 1; block <= start + BLOCKS; block++) {
      await client.mine(1);
      if (httpOnly) await page.clock.fastForward(POLL_INTERVAL_MS);
      await expect(page.getByTestId('block-number')).toHaveText(String(block));
      await waitQuiet(control);
    }
    const after = await control.stats();
    return {
      path: bench.path,
      requestsAtRender: requestsIn(atRender),
      logRequestsAtRender: atRender.getLogsRequests,
      msToRender,
      requestsToQuiet: requestsIn(settled),
      requestsPerBlock: (requestsIn(after) - requestsIn(settled)) / BLOCKS,
      refused: { rateLimited: after.rateLimited, batchesRefused: after.batchesRefused },
    };
  } finally {
    await context.close();
  }
}

/** Start-up on /swap, then the header's Vote link: what opening /vote costs a running app. */
async function voteAfterStartup(
  browser: Browser,
  state: HarnessState,
  client: DevnetClient,
  control: Control,
): Promise<VoteOpening> {
  const { context, page } = await openPage(browser, state, client);
  try {
    await page.goto(swapUrl(state));
    await PAGES[2]?.fullRender(page, state);
    await waitQuiet(control);
    await control.reset();
    await page.getByRole('link', { name: 'Vote', exact: true }).click();
    await PAGES[0]?.fullRender(page, state);
    const stats = await control.stats();
    return { requests: requestsIn(stats), logRequests: stats.getLogsRequests };
  } finally {
    await context.close();
  }
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

function table(profile: string, rows: readonly PageFigures[]): string {
  const header = `${pad('profile', 12)}${pad('page', 7)}${pad('requests at render', 20)}${pad('of them getLogs', 17)}${pad('time to render', 16)}${pad('requests to quiet', 19)}requests per block`;
  const lines = rows.map(
    (row) =>
      `${pad(profile, 12)}${pad(row.path, 7)}${pad(row.requestsAtRender, 20)}${pad(row.logRequestsAtRender, 17)}${pad(`${(row.msToRender / 1000).toFixed(1)} s`, 16)}${pad(row.requestsToQuiet, 19)}${row.requestsPerBlock.toFixed(2)} (${BLOCKS} blocks)`,
  );
  return [header, ...lines].join('\n');
}

/** Issue #39 §2's endpoint shapes: 10, 50 and 10,000 blocks a log request, with their own texts. */
const LOG_RANGE_SHAPES: readonly EndpointProfileName[] = [
  'alchemy-free',
  'cloudflare',
  'quicknode',
];
/** Where no request may be refused for its rate or size (the tight free tiers may ask to slow down). */
const NO_REFUSALS: readonly EndpointProfileName[] = ['permissive', 'strict', 'quicknode'];

test('the app behind public endpoints on a 20,000,000-block chain', async ({ browser }) => {
  const goals: GoalResult[] = [];
  const output: string[] = [];
  for (const profileName of [
    'permissive',
    'strict',
    ...LOG_RANGE_SHAPES,
  ] as EndpointProfileName[]) {
    const profile = ENDPOINT_PROFILES[profileName];
    const environment = await startJourneyEnvironment(() => {}, { endpoint: profileName });
    const { state } = environment;
    const client = await DevnetClient.connect(state.rpcUrl);
    try {
      const control = providerProxyControl(state.readRpcUrl);
      const httpOnly = !profile.webSocket;
      const rows: PageFigures[] = [];
      for (const bench of PAGES) {
        rows.push(await benchPage(browser, state, client, control, bench, httpOnly));
      }
      const opening = await voteAfterStartup(browser, state, client, control);
      // The counters restart for each page: add up every page's refusals and the /vote opening's.
      const last = await control.stats();
      const refused = rows.reduce(
        (sum, row) => ({
          rateLimited: sum.rateLimited + row.refused.rateLimited,
          batchesRefused: sum.batchesRefused + row.refused.batchesRefused,
        }),
        { rateLimited: last.rateLimited, batchesRefused: last.batchesRefused },
      );
      const latest = (await client.latestBlock()).number;
      const governorBlock = state.deployment.deploymentBlocks.governorAlpha;
      output.push(
        `${profileName}: governor deployed at block ${governorBlock}, latest ${latest}; ` +
          `limits: ${'maxLogBlockRange' in profile ? `${profile.maxLogBlockRange} blocks a log request, ` : ''}` +
          `${profile.maxLogResults} logs, ${profile.maxBatchSize} messages a batch, ` +
          `${profile.rateLimit.requests} requests/${profile.rateLimit.windowMs} ms, ` +
          `${profile.webSocket ? 'WebSocket' : 'HTTP only'}`,
        table(profileName, rows),
        '',
      );
      output.push(
        `${profileName}: answered 429 (rate) ${refused.rateLimited}, 413 (batch) ${refused.batchesRefused}`,
        '',
      );
      if (profileName === 'strict' && 'maxLogBlockRange' in profile)
        goals.push(
          strictVoteGoal(
            opening,
            [
              {
                proposals: state.deployment.governance.proposals.length,
                range: latest - governorBlock + 1,
              },
              {
                proposals: state.deployment.governance.bravoProposals.length,
                range: latest - state.deployment.deploymentBlocks.governorBravo + 1,
              },
            ],
            profile.maxLogBlockRange,
          ),
        );
      else if (profileName === 'permissive') goals.push(permissiveVoteGoal(opening));
      const vote = rows.find((row) => row.path === '/vote');
      if (LOG_RANGE_SHAPES.includes(profileName) && vote)
        goals.push(firstScreenVoteGoal(profileName, vote.requestsAtRender));
      if (NO_REFUSALS.includes(profileName))
        goals.push(limitsGoal(profileName, refused.rateLimited, refused.batchesRefused));
    } finally {
      client.destroy();
      await environment.stop();
    }
  }
  console.log(
    [
      'Public-endpoint bench: apps/web (devnet build) in Chromium, long-history devnet',
      '(requests: HTTP requests to the endpoint, JSON-RPC POSTs and WebSocket upgrades;',
      ' "at render": when the page first shows everything it reads; "to quiet": once a second',
      ' passes without a request; per block: over the next blocks, each one observed on the page)',
      '',
      ...output,
      'Goals (issues #28 §3, #39 §2; the devnet has seven GovernorAlpha and ten GovernorBravo proposals, so its first screen is all of them):',
      ...goals.map((goal) => `  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.text}`),
    ].join('\n'),
  );
  expect(
    goals.filter((goal) => !goal.met).map((goal) => goal.text),
    'goals not met',
  ).toEqual([]);
});
