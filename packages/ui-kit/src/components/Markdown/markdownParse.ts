// The markdown subset of proposal descriptions, parsed into plain data. The text is written by
// whoever makes a proposal and parsed in every visitor's page, so each step is a forward scan
// (no backtracking regular expressions): time stays linear in the length whatever its shape.

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

export type InlineSpan =
  | { kind: 'text' | 'code' | 'strong' | 'em'; text: string }
  /** `target` is the raw link target; the renderer decides whether it is safe to follow. */
  | { kind: 'link'; text: string; target: string };

/** Characters `.` does not match ("\n" never reaches here: the text is split into lines). */
const hasBreak = (text: string) => /[\r\u2028\u2029]/.test(text);
// trimStart/trimEnd remove exactly the characters `\s` matches.
const leadingSpace = (line: string) => line.length - line.trimStart().length;
/** The text after `line[from]`'s run of spaces, or undefined when there is no space at `from`. */
function afterSpaces(line: string, from: number): string | undefined {
  const rest = line.slice(from).trimStart();
  return rest.length < line.length - from ? rest : undefined;
}

const isFence = (line: string) => line.startsWith('```', leadingSpace(line));

/**
 * As /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/: level and text of an ATX heading line
 * (`indent`: the line's leading spaces).
 */
function heading(line: string, indent: number): { level: number; text: string } | undefined {
  if (indent > 3) return undefined;
  const hashes = indent;
  let i = hashes;
  while (i < line.length && i - hashes < 7 && line[i] === '#') i++;
  const level = i - hashes;
  if (level < 1 || level > 6) return undefined;
  const rest = afterSpaces(line, i)?.trimEnd();
  if (rest === undefined) return undefined;
  // Drop the optional closing sequence: spaces, "#"s, spaces.
  let end = rest.length;
  while (end > 0 && rest[end - 1] === '#') end--;
  const text = rest.slice(0, end).trimEnd();
  return hasBreak(text) ? undefined : { level, text };
}

/** As /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/: a bullet or numbered list item. */
function listItem(line: string, indent: number): { ordered: boolean; text: string } | undefined {
  let i = indent;
  const marker = line[i];
  let ordered = false;
  if (marker === '-' || marker === '*' || marker === '+') i++;
  else {
    const digits = i;
    while (i < line.length && line.charCodeAt(i) >= 0x30 && line.charCodeAt(i) <= 0x39) i++;
    if (i === digits || (line[i] !== '.' && line[i] !== ')')) return undefined;
    i++;
    ordered = true;
  }
  const text = afterSpaces(line, i);
  return text === undefined || hasBreak(text) ? undefined : { ordered, text };
}

/** Splits the text into blocks (pure, linear time). */
export function parseMarkdownBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const indent = leadingSpace(line);
    if (line.startsWith('```', indent)) {
      flush();
      const code: string[] = [];
      i++;
      while (i < lines.length && !isFence(lines[i] ?? '')) code.push(lines[i++] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const title = line[indent] === '#' ? heading(line, indent) : undefined;
    if (title) {
      flush();
      blocks.push({ kind: 'heading', ...title });
      continue;
    }
    const item = listItem(line, indent);
    if (item) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === item.ordered) last.items.push(item.text);
      else blocks.push({ kind: 'list', ordered: item.ordered, items: [item.text] });
      continue;
    }
    if (indent === line.length) flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/**
 * `indexOf`-like search for scans whose start only moves forward: a later start reuses the last
 * answer when it still lies ahead, so every character is examined a bounded number of times.
 */
function forwardSearch(find: (from: number) => number): (from: number) => number {
  let lastFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from) => {
    if (from >= lastFrom && (found === -1 || found >= from)) return found;
    lastFrom = from;
    found = find(from);
    return found;
  };
}

/**
 * Inline spans, left to right, the first that fits at each position:
 * `code`, **strong**, *em* or _em_, [text](target); everything else is text.
 * (The same matches as /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*]+\*|_[^_]+_)|(\[[^\]]+\]\([^)\s]+\))/g.)
 */
export function parseInline(text: string): InlineSpan[] {
  if (!/[`*_[]/.test(text)) return text === '' ? [] : [{ kind: 'text', text }];
  const spans: InlineSpan[] = [];
  const next = (char: string) => forwardSearch((from) => text.indexOf(char, from));
  const nextTick = next('`');
  const nextStar = next('*');
  const nextUnderscore = next('_');
  const nextBracket = next(']');
  // A link target runs up to the first ")" or space (a one-character class: a linear scan).
  const targetEnd = /[)\s]/g;
  const nextTargetEnd = forwardSearch((from) => {
    targetEnd.lastIndex = from;
    return targetEnd.exec(text)?.index ?? text.length;
  });
  let plain = 0;
  const push = (start: number, end: number, span: InlineSpan) => {
    if (start > plain) spans.push({ kind: 'text', text: text.slice(plain, start) });
    spans.push(span);
    plain = end;
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '`') {
      const close = nextTick(i + 1);
      if (close > i + 1) {
        push(i, close + 1, { kind: 'code', text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    } else if (char === '*' && text[i + 1] === '*') {
      // Only **strong** can start here: *em* cannot open with a "*" inside.
      const close = nextStar(i + 2);
      if (close > i + 2 && text[close + 1] === '*') {
        push(i, close + 2, { kind: 'strong', text: text.slice(i + 2, close) });
        i = close + 2;
        continue;
      }
    } else if (char === '*' || char === '_') {
      const close = char === '*' ? nextStar(i + 1) : nextUnderscore(i + 1);
      if (close > i + 1) {
        push(i, close + 1, { kind: 'em', text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    } else if (char === '[') {
      const close = nextBracket(i + 1);
      if (close > i + 1 && text[close + 1] === '(') {
        const end = nextTargetEnd(close + 2);
        if (end > close + 2 && text[end] === ')') {
          push(i, end + 1, {
            kind: 'link',
            text: text.slice(i + 1, close),
            target: text.slice(close + 2, end),
          });
          i = end + 1;
          continue;
        }
      }
    }
    i++;
  }
  if (plain < text.length) spans.push({ kind: 'text', text: text.slice(plain) });
  return spans;
}
