import { loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { generateTokens } from '../fixtures/generate';
import { createTokenSearchIndex, searchTokens } from '../src/search';

// Issue 31 §3: token search over 50,000 tokens, as when the lists of several chains are all
// active: at most 0.25 ms per keystroke, the index built in at most 100 ms. The goals are judged
// on the CPU time this process spends (process.cpuUsage), which a machine shared with other jobs
// inflates far less than wall-clock time; both are printed, with the machine's load. The first
// build of a process also pays for compiling the code (printed, not judged): the app builds the
// index again on every list change, so the warm figure is the one a user meets most.
const CHAINS = [1, 10, 137, 8453, 42161];
const PER_CHAIN = 10_000;
const KEYSTROKE_GOAL_MS = 0.25;
const BUILD_GOAL_MS = 100;

// Keystrokes of someone typing a few queries (and pasting nothing: an address is typed too).
const TYPED = [
  'usdc',
  'wrapped ether',
  'bakori',
  'token dao',
  'xo',
  '0x00000000000000000000000000000000000004d2',
];
const KEYSTROKES = TYPED.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));

interface Timings {
  readonly mean: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}

function summarise(timings: number[]): Timings {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
  return {
    mean: timings.reduce((sum, value) => sum + value, 0) / timings.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] as number,
  };
}

/** CPU milliseconds (user + system) this process has used so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function measure(
  search: (query: string) => unknown,
  rounds: number,
): Timings & { readonly cpuMean: number } {
  const timings: number[] = [];
  const cpuStarted = cpuMs();
  for (let round = 0; round < rounds; round++) {
    for (const query of KEYSTROKES) {
      const started = performance.now();
      search(query);
      timings.push(performance.now() - started);
    }
  }
  return { ...summarise(timings), cpuMean: (cpuMs() - cpuStarted) / timings.length };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

it('indexed search over 50,000 tokens of five chains: same results as naive, within the goals', () => {
  // Through JSON, as lists arrive: flat strings, not the generator's concatenations.
  const tokens: ReturnType<typeof generateTokens> = JSON.parse(
    JSON.stringify(CHAINS.flatMap((chainId, i) => generateTokens(PER_CHAIN, chainId, 2021 + i))),
  );
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const firstCpuStarted = cpuMs();
  createTokenSearchIndex(tokens);
  const firstBuildCpu = cpuMs() - firstCpuStarted;
  // Two more builds finish warming the code up; the figure is the median of the next nine.
  createTokenSearchIndex(tokens);
  createTokenSearchIndex(tokens);
  const builds: number[] = [];
  const buildsCpu: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    const cpuStarted = cpuMs();
    createTokenSearchIndex(tokens);
    buildsCpu.push(cpuMs() - cpuStarted);
    builds.push(performance.now() - started);
  }
  const build = summarise(builds);
  const buildCpu = summarise(buildsCpu);
  const index = createTokenSearchIndex(tokens);

  for (const query of KEYSTROKES) expect(index.search(query)).toEqual(searchTokens(tokens, query));

  // Warm both paths up before timing; the naive scan is slow, so it gets fewer rounds.
  measure((query) => index.search(query), 2);
  const naive = measure((query) => searchTokens(tokens, query), 2);
  const indexed = measure((query) => index.search(query), 20);

  const verdict = (met: boolean) => (met ? 'met    ' : 'NOT MET');
  console.log(
    [
      `token search, ${tokens.length.toLocaleString('en')} tokens (${CHAINS.length} chains), ${KEYSTROKES.length} keystrokes; load average ${load}`,
      `  index build      CPU median ${ms(buildCpu.median)}; wall median ${ms(build.median)}, max ${ms(build.max)} of 9 (once per list change); first build of the process ${ms(firstBuildCpu)} CPU`,
      `  naive   per key  CPU mean ${ms(naive.cpuMean)}; wall mean ${ms(naive.mean)}   median ${ms(naive.median)}   p95 ${ms(naive.p95)}`,
      `  indexed per key  CPU mean ${ms(indexed.cpuMean)}; wall mean ${ms(indexed.mean)}   median ${ms(indexed.median)}   p95 ${ms(indexed.p95)}   max ${ms(indexed.max)}`,
      `  results identical to the naive scan for every keystroke`,
      `  ${verdict(buildCpu.median <= BUILD_GOAL_MS)}  index built in ${ms(buildCpu.median)} of CPU (goal: at most ${BUILD_GOAL_MS} ms)`,
      `  ${verdict(indexed.cpuMean <= KEYSTROKE_GOAL_MS)}  ${ms(indexed.cpuMean)} of CPU per keystroke on average (goal: at most ${KEYSTROKE_GOAL_MS} ms)`,
    ].join('\n'),
  );
  expect(indexed.cpuMean).toBeLessThanOrEqual(KEYSTROKE_GOAL_MS);
  expect(buildCpu.median).toBeLessThanOrEqual(BUILD_GOAL_MS);
});
