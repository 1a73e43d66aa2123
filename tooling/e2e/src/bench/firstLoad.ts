// The /swap first-load figure (issue 31 §3), pure so the bench and its test count the same way:
// what the page fetched from its own origin before any interaction, gzipped as servers commonly
// serve it (node:zlib level 6). The goal is on the scripts, the measure (entry, runtime and
// whatever chunk loads at start); styles, the locale file and the document are printed beside it.
import type { GoalResult } from './goals';

/** Issue 31 §3 (and #15 before it): the scripts /swap fetches without interaction, gzip. */
export const FIRST_LOAD_GOAL_BYTES = 200_000;

export interface FetchedFile {
  /** Path on the app's origin, e.g. `/assets/index-abc.js`. */
  readonly path: string;
  /** Chromium's resource type: script, stylesheet, fetch, document, image, font … */
  readonly type: string;
  readonly raw: number;
  readonly gzip: number;
}

export interface FirstLoadFigures {
  readonly scripts: readonly FetchedFile[];
  readonly others: readonly FetchedFile[];
  readonly scriptsGzip: number;
  readonly everythingGzip: number;
}

const sum = (files: readonly FetchedFile[]) => files.reduce((total, file) => total + file.gzip, 0);
const largestFirst = (a: FetchedFile, b: FetchedFile) => b.gzip - a.gzip;

export function firstLoadFigures(fetched: readonly FetchedFile[]): FirstLoadFigures {
  // A file fetched twice (a preload and its import) is downloaded once.
  const unique = [...new Map(fetched.map((file) => [`${file.type} ${file.path}`, file])).values()];
  const scripts = unique.filter((file) => file.type === 'script').sort(largestFirst);
  const others = unique.filter((file) => file.type !== 'script').sort(largestFirst);
  return { scripts, others, scriptsGzip: sum(scripts), everythingGzip: sum(unique) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function firstLoadGoal(figures: FirstLoadFigures): GoalResult {
  return {
    text: `/swap fetches ${kB(figures.scriptsGzip)} gzip of scripts before any interaction (goal: at most ${kB(FIRST_LOAD_GOAL_BYTES)})`,
    met: figures.scriptsGzip <= FIRST_LOAD_GOAL_BYTES,
  };
}

export function formatFirstLoad(figures: FirstLoadFigures): string {
  const line = (file: FetchedFile) =>
    `  ${kB(file.gzip).padStart(9)} gzip ${kB(file.raw).padStart(9)} raw  ${file.type.padEnd(11)} ${file.path}`;
  return [
    `/swap before any interaction (production build in Chromium): scripts ${kB(figures.scriptsGzip)} gzip in ${figures.scripts.length}; everything ${kB(figures.everythingGzip)} in ${figures.scripts.length + figures.others.length} files`,
    ...figures.scripts.map(line),
    ...figures.others.map(line),
  ].join('\n');
}
