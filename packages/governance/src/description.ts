// A proposal's title and body from its on-chain description (untrusted markdown). Anyone above the
// proposal threshold writes this text and every visitor parses it, so the scan is linear in its
// length whatever its shape (no backtracking regexes), and each description is parsed only once.

import { isWhitespaceCode, sanitizeDisplayText } from '@dex/primitives';

export const UNTITLED = 'Untitled';
export const NO_DESCRIPTION = 'No description.';
/** Longest title returned, in UTF-16 code units including the closing "…" of a shortened one. */
export const MAX_TITLE_LENGTH = 200;

export interface ProposalText {
  readonly title: string;
  readonly description: string;
}

/** Line breaks a heading's text cannot span (those `.` does not match besides "\n"). */
const isBreak = (code: number) => code === 0x0d || code === 0x2028 || code === 0x2029;

const HASH = 0x23;

/**
 * The text of an ATX heading on text[start, end) (one line), or undefined. Same result as
 * /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/ (group 1), in one forward and one backward pass.
 */
function headingText(text: string, start: number, end: number): string | undefined {
  let i = start;
  while (i < end && i - start < 4 && isWhitespaceCode(text.charCodeAt(i))) i++;
  if (i - start > 3) return undefined;
  const hashes = i;
  while (i < end && i - hashes < 7 && text.charCodeAt(i) === HASH) i++;
  const level = i - hashes;
  if (level < 1 || level > 6) return undefined;
  const spaces = i;
  while (i < end && isWhitespaceCode(text.charCodeAt(i))) i++;
  if (i === spaces) return undefined;
  // The closing sequence: trailing spaces, optional "#"s, spaces before them.
  let last = end;
  while (last > i && isWhitespaceCode(text.charCodeAt(last - 1))) last--;
  while (last > i && text.charCodeAt(last - 1) === HASH) last--;
  while (last > i && isWhitespaceCode(text.charCodeAt(last - 1))) last--;
  for (let k = i; k < last; k++) if (isBreak(text.charCodeAt(k))) return undefined;
  return text.slice(i, last);
}

/** The first heading's text (of lines split at "\n" or "\r\n"), or undefined. */
function firstHeading(text: string): string | undefined {
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const lineEnd = newline > start && text.charCodeAt(newline - 1) === 0x0d ? end - 1 : end;
    const title = headingText(text, start, lineEnd);
    if (title) return title;
    if (newline === -1) break;
    start = newline + 1;
  }
  return undefined;
}

/** At most MAX_TITLE_LENGTH code units, ending in "…" when shortened (never mid surrogate pair). */
function clipTitle(title: string): string {
  if (title.length <= MAX_TITLE_LENGTH) return title;
  let cut = MAX_TITLE_LENGTH - 1;
  const before = title.charCodeAt(cut - 1);
  if (before >= 0xd800 && before <= 0xdbff) cut--;
  return `${title.slice(0, cut).trimEnd()}…`;
}

function parse(description: string): ProposalText {
  const text = description.trim();
  const heading = firstHeading(text);
  return {
    // Hidden and reordering characters in the title made visible before it is clipped.
    title: heading ? clipTitle(sanitizeDisplayText(heading)) : UNTITLED,
    description: text === '' ? NO_DESCRIPTION : text,
  };
}

// Proposals are joined with their reads on every block; a description never changes, so its parse
// is kept. Bounded (least recently used first out) so a long-lived page cannot grow it forever.
const PARSED_CACHE_SIZE = 512;
const parsed = new Map<string, ProposalText>();

/**
 * Title: the text of the description's first markdown heading line (at most MAX_TITLE_LENGTH),
 * else "Untitled". Description: the text as given (trimmed), else "No description.". Never
 * interpreted as HTML. Linear time in the description's length; the same description returns the
 * same (cached) result.
 * @spec 000 §6.7 A governance committee (1 lead, 5
 * @spec 000 §9.13 Proposal text figures
 */
export function parseProposalDescription(description: string | undefined | null): ProposalText {
  const key = typeof description === 'string' ? description : '';
  const known = parsed.get(key);
  if (known) {
    parsed.delete(key);
    parsed.set(key, known);
    return known;
  }
  const result = parse(key);
  parsed.set(key, result);
  if (parsed.size > PARSED_CACHE_SIZE) {
    const oldest = parsed.keys().next();
    if (!oldest.done) parsed.delete(oldest.value);
  }
  return result;
}
