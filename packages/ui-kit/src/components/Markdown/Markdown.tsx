// A small markdown renderer for untrusted text (on-chain proposal descriptions): it builds React
// elements only, so nothing is ever parsed as HTML. Supported: ATX headings, paragraphs, bullet
// and numbered lists, **bold**, *italic*, `code`, fenced code blocks and [links](http(s) only).
// Parsing is linear in the text's length (markdownParse.ts), happens once per source text, and
// at most MARKDOWN_MAX_LENGTH characters are rendered.
import { Fragment, type ReactNode, useMemo } from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { safeExternalHref } from '../ExternalLink/safeExternalHref';
import { markdown, truncatedNote as truncatedNoteClass } from './Markdown.css';
import { type Block, type InlineSpan, parseInline, parseMarkdownBlocks } from './markdownParse';

export { parseInline, parseMarkdownBlocks } from './markdownParse';

/**
 * Longest source rendered, in UTF-16 code units; longer text is cut there and ends in "…".
 * Real proposals stay far below it; it bounds what hostile text can make the page draw.
 */
export const MARKDOWN_MAX_LENGTH = 50_000;

/** The first `maxLength` code units plus "…" (never cutting a surrogate pair), or the text. */
export function clipMarkdownSource(
  source: string,
  maxLength = MARKDOWN_MAX_LENGTH,
): { readonly text: string; readonly truncated: boolean } {
  if (source.length <= maxLength) return { text: source, truncated: false };
  let cut = Math.max(0, maxLength);
  const before = source.charCodeAt(cut - 1);
  if (before >= 0xd800 && before <= 0xdbff) cut--;
  return { text: `${source.slice(0, cut)}…`, truncated: true };
}

function renderSpan(span: InlineSpan, key: number): ReactNode {
  switch (span.kind) {
    case 'text':
      return span.text;
    case 'code':
      return <code key={key}>{span.text}</code>;
    case 'strong':
      return <strong key={key}>{span.text}</strong>;
    case 'em':
      return <em key={key}>{span.text}</em>;
    default: {
      const href = safeExternalHref(span.target);
      return href ? (
        <ExternalLink key={key} href={href}>
          {span.text}
        </ExternalLink>
      ) : (
        <Fragment key={key}>{span.text}</Fragment>
      );
    }
  }
}

/** Inline spans as React nodes; a link whose target is not http(s) stays plain text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  // Spans are static text in order: their position is a stable key.
  for (const span of parseInline(text)) nodes.push(renderSpan(span, nodes.length));
  return nodes;
}

function renderBlock(block: Block, index: number): ReactNode {
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
}

export interface MarkdownProps {
  /** Untrusted markdown; raw HTML in it is shown as text. */
  readonly source: string;
  /** Longest source rendered (default MARKDOWN_MAX_LENGTH); the rest is cut off after "…". */
  readonly maxLength?: number;
  /** Shown below a cut-off text, e.g. "Only the first 50,000 characters are shown." */
  readonly truncatedNote?: ReactNode;
}

export function Markdown({
  source,
  maxLength = MARKDOWN_MAX_LENGTH,
  truncatedNote,
}: MarkdownProps) {
  // Parents re-render on every block; the same text is parsed and built only once.
  const { content, truncated } = useMemo(() => {
    const clipped = clipMarkdownSource(source, maxLength);
    return {
      content: parseMarkdownBlocks(clipped.text).map(renderBlock),
      truncated: clipped.truncated,
    };
  }, [source, maxLength]);
  return (
    <div className={markdown}>
      {content}
      {truncated && truncatedNote ? <p className={truncatedNoteClass}>{truncatedNote}</p> : null}
    </div>
  );
}
