import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adversarialMarkdown, fill } from '../../../bench/adversarialMarkdown';
import { clipMarkdownSource, MARKDOWN_MAX_LENGTH, Markdown, parseMarkdownBlocks } from './Markdown';

// The real parser, watched: the component must not parse the same text again on a re-render.
vi.mock('./markdownParse', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./markdownParse')>();
  return { ...actual, parseMarkdownBlocks: vi.fn(actual.parseMarkdownBlocks) };
});

describe('Markdown (untrusted proposal text)', () => {
  it('renders headings, paragraphs, lists, emphasis and code', () => {
    const { container } = render(
      <Markdown
        source={
          '# Title\n\nSome **bold** and *soft* `code`.\n\n- one\n- two\n\n1. first\n\n```\nx = 1\n```'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('soft');
    expect(container.querySelector('p code')?.textContent).toBe('code');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(container.querySelector('ol li')?.textContent).toBe('first');
    expect(container.querySelector('pre code')?.textContent).toBe('x = 1');
  });

  it('marks http(s) links external and leaves other schemes as text', () => {
    render(<Markdown source={'[docs](https://example.org/a) and [bad](javascript:alert(1))'} />);
    const link = screen.getByRole('link', { name: /docs/ });
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /bad/ })).toBeNull();
    expect(screen.getByText(/bad/)).toBeTruthy();
  });

  it('never turns raw HTML into elements', () => {
    const hostile =
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n# <iframe src="https://evil"></iframe>';
    const { container } = render(<Markdown source={hostile} />);
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('parses blocks without React (for other renderers)', () => {
    expect(parseMarkdownBlocks('## A\ntext\nmore\n\n* x')).toEqual([
      { kind: 'heading', level: 2, text: 'A' },
      { kind: 'paragraph', text: 'text more' },
      { kind: 'list', ordered: false, items: ['x'] },
    ]);
  });
});

describe('Markdown limits (hostile proposal text)', () => {
  it('renders at most maxLength characters, then "…" and the note', () => {
    const { container, rerender } = render(
      <Markdown source={`# Title\n\n${'word '.repeat(10)}`} maxLength={20} truncatedNote="Cut." />,
    );
    expect(container.querySelector('p')?.textContent).toBe('word word w…');
    expect(screen.getByText('Cut.')).toBeTruthy();
    rerender(<Markdown source={'# Title\n\nshort'} maxLength={20} truncatedNote="Cut." />);
    expect(screen.queryByText('Cut.')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('short');
  });

  it('cuts hostile text at MARKDOWN_MAX_LENGTH by default', () => {
    const { container } = render(<Markdown source={fill('[')} />);
    expect(container.querySelector('p')?.textContent).toBe(`${fill('[', MARKDOWN_MAX_LENGTH)}…`);
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders 100 KB of emphasis as the first MARKDOWN_MAX_LENGTH characters of it', () => {
    const source = adversarialMarkdown()['emphasis everywhere'] ?? '';
    const { container } = render(<Markdown source={source} truncatedNote="Cut." />);
    expect(container.querySelectorAll('em')).toHaveLength(MARKDOWN_MAX_LENGTH / 4);
    expect(container.querySelector('em')?.textContent).toBe('a');
    expect(screen.getByText('Cut.')).toBeTruthy();
  });

  it('never cuts a character in half', () => {
    expect(clipMarkdownSource('ab\u{1F984}cd', 3)).toEqual({ text: 'ab…', truncated: true });
    expect(clipMarkdownSource('ab\u{1F984}cd', 4)).toEqual({
      text: 'ab\u{1F984}…',
      truncated: true,
    });
    expect(clipMarkdownSource('abc', 3)).toEqual({ text: 'abc', truncated: false });
  });

  it('parses a text once however often its parent re-renders', () => {
    const parse = vi.mocked(parseMarkdownBlocks);
    const source = '# Once\n\nbody';
    const { rerender } = render(<Markdown source={source} />);
    const calls = parse.mock.calls.length;
    // A new block: the parent renders again with an equal (re-read) description.
    for (let block = 0; block < 5; block++) rerender(<Markdown source={`${source} `.trimEnd()} />);
    expect(parse.mock.calls.length).toBe(calls);
    rerender(<Markdown source="# Changed" />);
    expect(parse.mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole('heading', { name: 'Changed' })).toBeTruthy();
  });
});
