// Hostile proposal descriptions of about 100 KB each, in the shapes that make naive markdown
// scanning slow (long runs that a backtracking regex retries at every position). Used by the
// unit tests (outputs) and by `pnpm bench` (timings).

export const ADVERSARIAL_SIZE = 100_000;

/** `unit` repeated to `size` characters (the last copy cut short). */
export function fill(unit: string, size = ADVERSARIAL_SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

export const ADVERSARIAL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'heading, then spaces before a last word': `# a${fill(' ')}x`,
  'heading, then " #" pairs before a last word': `# a${fill(' #')}x`,
  'heading, then spaces and a carriage return': `# a${fill(' ')}\rb\n# Real title`,
  'heading of unicode spaces': `#\u3000a${fill('\u3000')}x`,
  'heading of alternating spaces and "#"': `# ${fill(' #')}\n## Second`,
  'heading of spaces and a closing "#" run': `#${fill(' ')}######\n## Second`,
  'one 100 KB heading line': `# ${fill('word ')}`,
  'only "#"': fill('#'),
  'seven "#" then text, repeated': fill('####### x\n'),
  '100 KB of newlines, heading last': `intro${fill('\n')}# Last`,
  '100 KB of CRLF, heading last': `text${fill('\r\n')}# Last`,
  'lines of indented "#"s': fill('    # not a heading\n'),
  '100 KB single line without a heading': fill('abc '),
  backslashes: fill('\\'),
  'lines of "#"': fill('#\n'),
  'lines of empty headings': `x\n${fill('# #\n')}`,
};
