// The bench's goal rules (no browser): run in the Playwright `harness` project like the wallet's tests.
import { expect, test } from '@playwright/test';
import {
  chainSwitchGoal,
  fastChainGoal,
  firstScreenVoteGoal,
  limitsGoal,
  permissiveVoteGoal,
  strictLogRequestBudget,
  strictVoteGoal,
} from './goals';

test('a strict endpoint allows a request a proposal, then one refused whole range and one request per limit-sized piece', () => {
  expect(strictLogRequestBudget(334, 100, 7)).toBe(12);
  expect(strictLogRequestBudget(300, 100, 7)).toBe(11);
  expect(strictLogRequestBudget(1, 100, 0)).toBe(2);
});

test("/vote's first screen is met at 30 requests and missed at 31", () => {
  expect(firstScreenVoteGoal('cloudflare', 30)).toMatchObject({ met: true });
  expect(firstScreenVoteGoal('cloudflare', 31)).toMatchObject({ met: false });
  expect(firstScreenVoteGoal('alchemy-free', 12).text).toContain(
    'in 12 requests (goal: at most 30)',
  );
});

test('/vote behind a permissive endpoint opens in at most 10 requests', () => {
  expect(permissiveVoteGoal({ requests: 10, logRequests: 1 }).met).toBe(true);
  expect(permissiveVoteGoal({ requests: 11, logRequests: 1 }).met).toBe(false);
});

test('/vote behind a strict endpoint is judged by its log requests against proposals + 1 + range/limit', () => {
  const alpha = { proposals: 7, range: 334 };
  const within = strictVoteGoal({ requests: 20, logRequests: 12 }, [alpha], 100);
  expect(within).toMatchObject({ met: true });
  expect(within.text).toContain('7 proposals + 1 + 334 blocks / 100 = 12 log requests');
  expect(strictVoteGoal({ requests: 13, logRequests: 13 }, [alpha], 100).met).toBe(false);
});

test("with GovernorBravo beside GovernorAlpha, /vote's strict budget is each governor's, added up", () => {
  const governors = [
    { proposals: 7, range: 334 },
    { proposals: 10, range: 120 },
  ];
  const goal = strictVoteGoal({ requests: 30, logRequests: 25 }, governors, 100);
  expect(goal).toMatchObject({ met: true });
  expect(goal.text).toContain(
    '7 proposals + 1 + 334 blocks / 100 + 10 proposals + 1 + 120 blocks / 100 = 25 log requests',
  );
  expect(strictVoteGoal({ requests: 30, logRequests: 26 }, governors, 100).met).toBe(false);
});

test('any 429 or 413 misses the limits goal', () => {
  expect(limitsGoal('strict', 0, 0).met).toBe(true);
  expect(limitsGoal('strict', 1, 0).met).toBe(false);
  expect(limitsGoal('strict', 0, 2).met).toBe(false);
});

test('a fast chain meets its goal at one read request a second or fewer, counted like a fence', () => {
  expect(fastChainGoal(9, 10, 40)).toMatchObject({ met: true });
  expect(fastChainGoal(9, 10, 40).text).toContain(
    '0.90 requests a second (goal: at most 1, 11 in that window)',
  );
  // A second apart, one on each edge of a 10.1 s window: 11 requests.
  expect(fastChainGoal(11, 10.1, 40).met).toBe(true);
  expect(fastChainGoal(12, 10.1, 40).met).toBe(false);
  // One request per 250 ms block: four a second.
  expect(fastChainGoal(40, 10, 40).met).toBe(false);
});

test('choosing a chain must show its balances in under two seconds', () => {
  expect(chainSwitchGoal(1_999).met).toBe(true);
  expect(chainSwitchGoal(2_000).met).toBe(false);
  expect(chainSwitchGoal(1_234).text).toContain('after 1.23 s (goal: under 2 s)');
});
