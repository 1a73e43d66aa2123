// Terminal output as a reader sees it. Commands colour their lines in a terminal, and with CI=1
// (which turns picocolors on), so anything that matches or reports their text strips this first.

// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the escape sequences to strip.
const ANSI_SEQUENCE = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

/** `text` without terminal escape sequences. */
export function stripAnsi(text) {
  return String(text ?? '').replace(ANSI_SEQUENCE, '');
}
