import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdownBlocks } from './Markdown';

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
