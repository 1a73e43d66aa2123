import { expect, it } from 'vitest';
import { generateTokens } from '../fixtures/generate';
import { createTokenSearchIndex, searchTokens } from '../src/search';

// Keystrokes of someone typing a few queries, over 10,000 tokens.
const TYPED = [
  'usdc',
  'wrapped ether',
  'bakori',
  'token dao',
  'xo',
  '0x00000000000000000000000000000000000004d2',
];
const KEYSTROKES = TYPED.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));
const ROUNDS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function measure(search: (query: string) => unknown): { median: number; p95: number } {
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of KEYSTROKES) {
      const started = performance.now();
      search(query);
      timings.push(performance.now() - started);
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return { median: median(timings), p95: sorted[Math.floor(sorted.length * 0.95)] as number };
}

it('indexed search over 10,000 tokens: same results as naive, median keystroke <= 0.25 ms', () => {
  const tokens = generateTokens(10_000, 1, 2021);
  const buildStarted = performance.now();
  const index = createTokenSearchIndex(tokens);
  const buildMs = performance.now() - buildStarted;

  for (const query of KEYSTROKES) expect(index.search(query)).toEqual(searchTokens(tokens, query));

  // Warm both paths up before timing.
  measure((query) => searchTokens(tokens, query));
  measure((query) => index.search(query));
  const naive = measure((query) => searchTokens(tokens, query));
  const indexed = measure((query) => index.search(query));

  console.log(
    [
      `token search, 10,000 tokens, ${KEYSTROKES.length} keystrokes x ${ROUNDS} rounds`,
      `  index build      ${buildMs.toFixed(1)} ms (once per list change)`,
      `  naive   median   ${naive.median.toFixed(3)} ms   p95 ${naive.p95.toFixed(3)} ms`,
      `  indexed median   ${indexed.median.toFixed(3)} ms   p95 ${indexed.p95.toFixed(3)} ms`,
      `  speed-up         ${(naive.median / indexed.median).toFixed(1)}x, results identical`,
    ].join('\n'),
  );
  expect(indexed.median).toBeLessThanOrEqual(0.25);
});
