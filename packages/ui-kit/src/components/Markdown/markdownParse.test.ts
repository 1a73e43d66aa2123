import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_SIZE, adversarialMarkdown, fill } from '../../../bench/adversarialMarkdown';
import { type Block, type InlineSpan, parseInline, parseMarkdownBlocks } from './markdownParse';

// References: the regular expressions the scanners replace. They define the output on short
// inputs; on 100 KB ones they are what took seconds.
const FENCE = /^\s*```/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;
const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*]+\*|_[^_]+_)|(\[[^\]]+\]\([^)\s]+\))/g;

function referenceLine(line: string): Block[] {
  if (FENCE.test(line)) return [{ kind: 'code', text: '' }];
  const heading = HEADING.exec(line);
  if (heading) return [{ kind: 'heading', level: heading[1]?.length ?? 0, text: heading[2] ?? '' }];
  const item = ITEM.exec(line);
  if (item) return [{ kind: 'list', ordered: item[2] !== undefined, items: [item[3] ?? ''] }];
  return line.trim() === '' ? [] : [{ kind: 'paragraph', text: line.trim() }];
}

function referenceInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [token] = match;
    if (match.index > last) spans.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1]) spans.push({ kind: 'code', text: token.slice(1, -1) });
    else if (match[2]) spans.push({ kind: 'strong', text: token.slice(2, -2) });
    else if (match[3]) spans.push({ kind: 'em', text: token.slice(1, -1) });
    else {
      const close = token.indexOf('](');
      spans.push({ kind: 'link', text: token.slice(1, close), target: token.slice(close + 2, -1) });
    }
    last = match.index + token.length;
  }
  if (last < text.length) spans.push({ kind: 'text', text: text.slice(last) });
  return spans;
}

/** Deterministic pseudo-random strings (mulberry32) so a failure names a reproducible input. */
function randomStrings(seed: number, alphabet: readonly string[], count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    let text = '';
    const length = Math.floor(next() * 14);
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
    return text;
  });
}

const inlineTexts = (blocks: readonly Block[]) =>
  blocks.flatMap((block) =>
    block.kind === 'list' ? block.items : block.kind === 'code' ? [] : [block.text],
  );

describe('markdown parsing matches the expressions it replaces', () => {
  it('classifies single lines the same', () => {
    const alphabet = ['#', ' ', '\t', '\u3000', '\u2028', '-', '*', '+', '1', '.', ')', 'a', '```'];
    for (const line of randomStrings(2024, alphabet, 20_000)) {
      expect(parseMarkdownBlocks(line), JSON.stringify(line)).toEqual(referenceLine(line));
    }
  });

  it('finds the same inline spans', () => {
    const alphabet = ['`', '*', '**', '_', '[', ']', '](', '(', ')', ' ', '\t', 'a', 'b'];
    for (const text of randomStrings(14, alphabet, 20_000)) {
      expect(parseInline(text), JSON.stringify(text)).toEqual(referenceInline(text));
    }
  });

  it('gives the same output on 1 KB versions of the hostile shapes', () => {
    for (const [name, text] of Object.entries(adversarialMarkdown(1_000))) {
      const blocks = parseMarkdownBlocks(text);
      if (!text.includes('\n')) expect(blocks, name).toEqual(referenceLine(text));
      for (const inline of inlineTexts(blocks)) {
        expect(parseInline(inline), name).toEqual(referenceInline(inline));
      }
    }
  });
});

interface Expected {
  /** Block kinds in order (a list as "list:<items>"), or their count when there are many. */
  readonly blocks: readonly string[];
  /** Inline spans of all blocks by kind. */
  readonly spans: Readonly<Record<string, number>>;
}

// What each 100 KB shape parses to. No timing here (`pnpm bench` has it); a super-linear scan
// would make this suite time out.
const EXPECTED: Record<string, Expected> = {
  'heading, then spaces before a last word': { blocks: ['heading'], spans: { text: 1 } },
  'heading, then " #" pairs': { blocks: ['heading'], spans: { text: 1 } },
  // A line separator cannot end a list item's text: the line stays a paragraph.
  'list item, then spaces and a line separator': { blocks: ['paragraph'], spans: { text: 1 } },
  'number run before a list marker': { blocks: ['list:1'], spans: { text: 1 } },
  'only "#"': { blocks: ['paragraph'], spans: { text: 1 } },
  'only spaces': { blocks: [], spans: {} },
  'only newlines': { blocks: [], spans: {} },
  'only "*"': { blocks: ['paragraph'], spans: { text: 1 } },
  'only "_"': { blocks: ['paragraph'], spans: { text: 1 } },
  'only "`"': { blocks: ['code'], spans: {} },
  'only "["': { blocks: ['paragraph'], spans: { text: 1 } },
  'only "\\"': { blocks: ['paragraph'], spans: { text: 1 } },
  '"**a" repeated': { blocks: ['paragraph'], spans: { strong: 16_666, text: 16_666, em: 1 } },
  'unclosed "`" code': { blocks: ['paragraph'], spans: { text: 1 } },
  'unclosed "[" texts': { blocks: ['paragraph'], spans: { text: 1 } },
  'link openers "[a](b" never closed': { blocks: ['paragraph'], spans: { text: 1 } },
  'unclosed link target': { blocks: ['paragraph'], spans: { text: 1 } },
  'link text without a target': { blocks: ['paragraph'], spans: { text: 1 } },
  'nested emphasis': { blocks: ['paragraph'], spans: { em: 21_428, text: 1 } },
  'emphasis everywhere': { blocks: ['paragraph'], spans: { em: 25_000, text: 24_999 } },
  'links everywhere': { blocks: ['paragraph'], spans: { link: 4_166, text: 4_166 } },
  'unclosed fence': { blocks: ['code'], spans: {} },
  'short list items': { blocks: ['list:25000'], spans: { text: 25_000 } },
  'lines of "#"': { blocks: ['paragraph'], spans: { text: 1 } },
  'lines of one space': { blocks: [], spans: {} },
  'headings ending in a line separator': {
    blocks: Array.from({ length: 20_000 }, () => 'heading'),
    spans: { text: 20_000 },
  },
  'numbers without a space': { blocks: ['paragraph'], spans: { text: 1 } },
};

describe(`markdown parsing of ${ADVERSARIAL_SIZE / 1000} KB hostile texts`, () => {
  const shapes = adversarialMarkdown();

  it('has an expectation for every shape', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(shapes).sort());
  });

  it.each(Object.keys(shapes))('%s', (name) => {
    const text = shapes[name] ?? '';
    const blocks = parseMarkdownBlocks(text);
    const spans: Record<string, number> = {};
    for (const inline of inlineTexts(blocks)) {
      for (const span of parseInline(inline)) spans[span.kind] = (spans[span.kind] ?? 0) + 1;
    }
    expect({
      blocks: blocks.map((block) =>
        block.kind === 'list' ? `list:${block.items.length}` : block.kind,
      ),
      spans,
    }).toEqual(EXPECTED[name]);
  });

  it('keeps the text of the shapes that hold no markup', () => {
    for (const name of ['only "["', 'link openers "[a](b" never closed', 'unclosed link target']) {
      const text = shapes[name] ?? '';
      expect(parseInline(text), name).toEqual([{ kind: 'text', text }]);
    }
    const heading = parseMarkdownBlocks(shapes['heading, then " #" pairs'] ?? '')[0];
    expect(heading?.kind === 'heading' && heading.text.endsWith(' #x')).toBe(true);
    const code = parseMarkdownBlocks(shapes['unclosed fence'] ?? '')[0];
    expect(code).toEqual({ kind: 'code', text: fill('code\n') });
  });
});
