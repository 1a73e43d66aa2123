// The commands the documentation promises, read from its command tables, so that a command added
// to a table is run from a clean clone without anyone listing it again.

/** README command 1 and 2 are code lines under `# 1. ` and `# 2. ` comments: the part after the installs. */
export function numberedCommand(markdown, number) {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`# ${number}. `));
  if (at === -1) throw new Error(`no "# ${number}." command in the README`);
  const parts = lines[at + 1].split('&&').map((part) => part.trim());
  return { full: lines[at + 1].trim(), own: parts.at(-1) };
}

/**
 * The commands in the markdown's tables whose header names a command column ("command" or
 * "Command", first column): the first backtick span of each row's first cell.
 */
export function tableCommands(markdown) {
  const commands = [];
  let inCommandTable = false;
  for (const line of markdown.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) {
      inCommandTable = false;
      continue;
    }
    const cells = trimmed.split('|').slice(1, -1);
    const first = (cells[0] ?? '').trim();
    if (/^command$/i.test(first)) {
      inCommandTable = true;
      continue;
    }
    if (!inCommandTable || /^:?-+:?$/.test(first)) continue;
    const match = /`([^`]+)`/.exec(first);
    if (match?.[1].startsWith('pnpm ')) commands.push(match[1]);
  }
  return commands;
}
