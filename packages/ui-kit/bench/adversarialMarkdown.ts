// Hostile markdown of about 100 KB each, in the shapes that make backtracking regular expressions
// retry a long run at every position (openers that never close, long lines of one character,
// lines that almost match a heading or list item). Used by the unit tests (outputs) and
// `pnpm bench` (timings).

export const ADVERSARIAL_SIZE = 100_000;

/** `unit` repeated to `size` characters (the last copy cut short). */
export function fill(unit: string, size = ADVERSARIAL_SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Every shape at about `size` characters (name -> text). */
export function adversarialMarkdown(size = ADVERSARIAL_SIZE): Readonly<Record<string, string>> {
  const run = (unit: string) => fill(unit, size);
  return {
    'heading, then spaces before a last word': `# a${run(' ')}x`,
    'heading, then " #" pairs': `# a${run(' #')}x`,
    'list item, then spaces and a line separator': `- a${run(' ')}\u2028b`,
    'number run before a list marker': `${run('1')}. item`,
    'only "#"': run('#'),
    'only spaces': run(' '),
    'only newlines': run('\n'),
    'only "*"': run('*'),
    'only "_"': run('_'),
    'only "`"': run('`'),
    'only "["': run('['),
    'only "\\"': run('\\'),
    '"**a" repeated': run('**a'),
    'unclosed "`" code': `\`${run('a')}`,
    'unclosed "[" texts': run('[a'),
    'link openers "[a](b" never closed': run('[a](b'),
    'unclosed link target': `[a](${run('b')}`,
    'link text without a target': `[${run('a')}]`,
    'nested emphasis': run('*_`[**_'),
    'emphasis everywhere': run('*a* '),
    'links everywhere': run('[a](https://a.example/) '),
    'unclosed fence': `\`\`\`\n${run('code\n')}`,
    'short list items': run('- a\n'),
    'lines of "#"': run('#\n'),
    'lines of one space': run(' \n'),
    'headings ending in a line separator': run('# a\u2028\n'),
    'numbers without a space': run('1.\n'),
  };
}
