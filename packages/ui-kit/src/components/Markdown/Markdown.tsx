// A small markdown renderer for untrusted text (on-chain proposal descriptions): it builds React
// elements only, so nothing is ever parsed as HTML. Supported: ATX headings, paragraphs, bullet
// and numbered lists, **bold**, *italic*, `code`, fenced code blocks and [links](http(s) only).
import { Fragment, type ReactNode } from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { safeExternalHref } from '../ExternalLink/safeExternalHref';
import { markdown } from './Markdown.css';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

/** Splits the text into blocks (pure; exported for tests). */
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
    const fence = /^\s*```/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      i++;
      while (i < lines.length && !/^\s*```/.test(lines[i] ?? '')) code.push(lines[i++] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      continue;
    }
    const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[3] ?? '');
      else blocks.push({ kind: 'list', ordered, items: [item[3] ?? ''] });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*]+\*|_[^_]+_)|(\[[^\]]+\]\([^)\s]+\))/g;

/** Inline spans as React nodes; a link whose target is not http(s) stays plain text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [token] = match;
    if (match[1]) nodes.push(<code key={key++}>{token.slice(1, -1)}</code>);
    else if (match[2]) nodes.push(<strong key={key++}>{token.slice(2, -2)}</strong>);
    else if (match[3]) nodes.push(<em key={key++}>{token.slice(1, -1)}</em>);
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const href = link?.[2] ? safeExternalHref(link[2]) : null;
      nodes.push(
        href ? (
          <ExternalLink key={key++} href={href}>
            {link?.[1]}
          </ExternalLink>
        ) : (
          <Fragment key={key++}>{link?.[1] ?? token}</Fragment>
        ),
      );
    }
    last = index + token.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface MarkdownProps {
  /** Untrusted markdown; raw HTML in it is shown as text. */
  readonly source: string;
}

export function Markdown({ source }: MarkdownProps) {
  return (
    <div className={markdown}>
      {parseMarkdownBlocks(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading': {
            // Headings inside a page start below its own h1/h2.
            const Tag = (['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const)[block.level - 1] ?? 'h6';
            return <Tag key={key}>{renderInline(block.text)}</Tag>;
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text)}</p>;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={key}>
                {block.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items are static text in order.
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </Tag>
            );
          }
          default:
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
        }
      })}
    </div>
  );
}
