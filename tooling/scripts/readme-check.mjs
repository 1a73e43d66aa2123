// What the root README and docs/*.md may claim, checked against the code (issue #37 §3): the README
// fits in 120 lines, every relative link leads to a file (and heading) that exists, and any
// language list or count, route, port, block time, Node or pnpm version it names is the one the
// code has. Lists the code already holds (languages, routes) are better left to the code: the
// README names no more than one route. Pure functions over texts; readme.test.mjs feeds them the
// repository's files.

export const README_MAX_LINES = 120;

/** The text without fenced code blocks (links and figures inside code are not prose). */
export function withoutCodeBlocks(markdown) {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a markdown text. */
export function anchorsOf(markdown) {
  return new Set(
    [...withoutCodeBlocks(markdown).matchAll(/^#{1,6} +(.+)$/gm)].map((m) => headingAnchor(m[1])),
  );
}

/** Relative link targets of a markdown text (`[text](target)` and images), code left out. */
export function relativeLinks(markdown) {
  return [...withoutCodeBlocks(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * Broken relative links: `exists(path)` says whether a file exists (paths relative to the
 * linking file's folder, joined by the caller's `resolve`); `anchors(path)` gives a markdown
 * file's heading anchors.
 */
export function brokenLinks(markdown, { resolve, exists, anchors }) {
  const broken = [];
  for (const target of relativeLinks(markdown)) {
    const [path, anchor] = target.split('#');
    const file = path ? resolve(path) : null;
    if (file !== null && !exists(file)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor && (file === null || file.endsWith('.md'))) {
      const known = anchors(file);
      if (!known.has(anchor)) broken.push(`${target}: no heading with that anchor`);
    }
  }
  return broken;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** The quoted strings of a TypeScript array literal named `name` (e.g. SUPPORTED_LANGUAGES). */
export function arrayLiteral(source, name) {
  const body = new RegExp(`${name}\\b[^=]*=\\s*\\[([\\s\\S]*?)\\]`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no array literal ${name}`);
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** What a README says about languages that `languages` (tags) and `names` contradict. */
export function languageClaims(markdown, languages, names) {
  const prose = withoutCodeBlocks(markdown);
  const problems = [];
  for (const match of prose.matchAll(/\b(\d+|[a-z]+) (?:languages|locales)\b/gi)) {
    const said = match[1].toLowerCase();
    const count = /^\d+$/.test(said) ? Number(said) : NUMBER_WORDS.indexOf(said);
    if (count >= 0 && count !== languages.length) {
      problems.push(`"${match[0]}", while the app ships ${languages.length}`);
    }
  }
  const known = new Set(languages);
  const tag = /^[a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?$/;
  for (const match of prose.matchAll(/[\w-]+(?:\s*[,/]\s*(?:and\s+|or\s+)?[\w-]+)+/g)) {
    // Each stretch of language-tag-shaped items in a comma (or slash) separated run.
    const groups = [[]];
    for (const item of match[0].split(/\s*[,/]\s*(?:and\s+|or\s+)?/)) {
      if (tag.test(item)) groups[groups.length - 1].push(item);
      else groups.push([]);
    }
    for (const items of groups) {
      if (items.filter((item) => known.has(item)).length < 2) continue;
      const listed = new Set(items);
      if (listed.size !== known.size || ![...known].every((language) => listed.has(language))) {
        problems.push(
          `the language list "${items.join(', ')}", while the app ships ${languages.join(', ')}`,
        );
      }
    }
  }
  const named = names.filter((name) => prose.includes(name));
  if (named.length >= 2 && named.length !== names.length) {
    problems.push(`languages named ${named.join(', ')}, while the app ships ${names.join(', ')}`);
  }
  return problems;
}

/** The route table's paths: the quoted '/…' strings opening each entry of `ROUTES`. */
export function routeTable(source) {
  const body = /const ROUTES\b[\s\S]*?=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1];
  if (body === undefined) throw new Error('no ROUTES table');
  return [...body.matchAll(/\[\s*'(\/[^']*)'/g)].map((m) => m[1]);
}

/** Whether `path` (`/vote/{id}` or `/vote/3` style) is one of the table's routes. */
export function isRoute(path, routes) {
  const parts = path.split('/');
  return routes.some((route) => {
    const own = route.split('/');
    return (
      own.length === parts.length &&
      own.every((segment, i) => segment.startsWith(':') || segment === parts[i])
    );
  });
}

/** The app routes a README names (in backticks), and those the route table lacks. */
export function routeClaims(markdown, routes) {
  const roots = new Set(routes.map((route) => route.split('/')[1]));
  const named = [
    ...new Set(
      [...withoutCodeBlocks(markdown).matchAll(/`(\/[^`\s?#]*)[^`]*`/g)]
        .map((m) => m[1])
        .filter((path) => roots.has(path.split('/')[1])),
    ),
  ];
  const problems = named
    .filter((path) => !isRoute(path, routes))
    .map((path) => `the route ${path}, which the route table does not have`);
  if (named.length > 1) {
    problems.push(
      `a list of routes (${named.join(', ')}): name one at most, the route table holds them all`,
    );
  }
  return problems;
}

/**
 * Figures the README names that the code contradicts: ports (every 4- or 5-digit number must be a
 * default port of the code), the fast chain's block time, and the Node and pnpm versions.
 */
export function figureClaims(markdown, facts) {
  const prose = withoutCodeBlocks(markdown);
  const problems = [];
  // Standards' numbers (EIP-1193, ERC-20) are names, not figures.
  for (const match of markdown.matchAll(/(?<![\d.,-])\d{4,5}(?![\d.,]\d)/g)) {
    if (!facts.ports.includes(Number(match[0]))) {
      problems.push(`the number ${match[0]}, which is none of the default ports ${facts.ports}`);
    }
  }
  for (const match of prose.matchAll(/a block every (\d+) ms/g)) {
    if (Number(match[1]) !== facts.blockTimeMs) {
      problems.push(`"${match[0]}", while the fast chain mines every ${facts.blockTimeMs} ms`);
    }
  }
  for (const match of markdown.matchAll(/Node (\d+\.\d+)\+/g)) {
    if (match[1] !== facts.node)
      problems.push(`Node ${match[1]}+, while engines says >=${facts.node}`);
  }
  for (const match of markdown.matchAll(/pnpm@(\d+)/g)) {
    if (match[1] !== facts.pnpmMajor) {
      problems.push(`pnpm@${match[1]}, while packageManager is pnpm ${facts.pnpmMajor}`);
    }
  }
  return problems;
}

/** The first cell's command of each row of the table under `## Other commands`. */
export function otherCommands(markdown) {
  const text = `\n${markdown}`;
  const start = text.indexOf('\n## Other commands\n');
  if (start < 0) return [];
  const section = text.slice(start + 1).split(/\n## /)[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => /^\|[^|]*?`([^`]+)`/.exec(line)?.[1])
    .filter((command) => command !== undefined);
}

/** Commands of that table that are no root script (`pnpm <script> …`). */
export function unknownCommands(markdown, scripts) {
  return otherCommands(markdown).filter((command) => {
    const [tool, script] = command.split(/\s+/);
    return tool !== 'pnpm' || !(script in scripts);
  });
}
