import { expect, test } from '@playwright/test';
import {
  FIRST_LOAD_GOAL_BYTES,
  firstLoadFigures,
  firstLoadGoal,
  formatFirstLoad,
} from './firstLoad';

const file = (path: string, type: string, gzip: number) => ({ path, type, raw: gzip * 3, gzip });

test('the goal is on the scripts fetched at start, each counted once; styles and data are shown beside', () => {
  const figures = firstLoadFigures([
    file('/', 'document', 100),
    file('/assets/index.js', 'script', 180_000),
    file('/assets/runtime.js', 'script', 700),
    // A lazily loaded chunk fetched at start (the ENS chunk of issue 31) counts like the entry.
    file('/assets/ens.js', 'script', 25_700),
    file('/assets/index.js', 'script', 180_000),
    file('/assets/index.css', 'stylesheet', 9_700),
    file('/locales/en.json', 'fetch', 9_300),
  ]);
  expect(figures.scriptsGzip).toBe(206_400);
  expect(figures.scripts.map((f) => f.path)).toEqual([
    '/assets/index.js',
    '/assets/ens.js',
    '/assets/runtime.js',
  ]);
  expect(figures.everythingGzip).toBe(206_400 + 100 + 9_700 + 9_300);
  expect(firstLoadGoal(figures)).toEqual({
    met: false,
    text: '/swap fetches 206.4 kB gzip of scripts before any interaction (goal: at most 200.0 kB)',
  });
  expect(formatFirstLoad(figures)).toContain('/locales/en.json');
});

test('at the goal is met', () => {
  const figures = firstLoadFigures([file('/assets/index.js', 'script', FIRST_LOAD_GOAL_BYTES)]);
  expect(firstLoadGoal(figures).met).toBe(true);
});
