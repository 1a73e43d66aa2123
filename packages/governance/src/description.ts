// A proposal's title and body from its on-chain description (untrusted markdown).

export const UNTITLED = 'Untitled';
export const NO_DESCRIPTION = 'No description.';

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/**
 * Title: the text of the description's first markdown heading line, else "Untitled".
 * Description: the text as given (trimmed), else "No description.". Never interpreted as HTML.
 */
export function parseProposalDescription(description: string | undefined | null): {
  readonly title: string;
  readonly description: string;
} {
  const text = typeof description === 'string' ? description.trim() : '';
  let title = UNTITLED;
  for (const line of text.split(/\r?\n/)) {
    const match = HEADING.exec(line);
    if (match?.[1]) {
      title = match[1];
      break;
    }
  }
  return { title, description: text === '' ? NO_DESCRIPTION : text };
}
