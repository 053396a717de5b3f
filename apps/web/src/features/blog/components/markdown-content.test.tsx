import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent, PAINTED_POSTS_KEPT, paintedMarkdown } from './markdown-content';

describe('MarkdownContent', () => {
  it('does not render raw HTML: a <script> or an inline handler never becomes an element', () => {
    const { container } = render(
      <MarkdownContent content={'Hello <script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned=true">\n\n<div onclick="x">block</div>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('div[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows raw HTML as the text it is', () => {
    const { container } = render(<MarkdownContent content={'Before <script>alert("x")</script> after'} />);
    expect(container.textContent).toContain('Before <script>alert("x")</script> after');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders markdown; external links open in a new tab, every link has rel="noopener noreferrer"', () => {
    render(<MarkdownContent content={'## Packing\n\nSee [the guide](https://guide.example.com) and [our blog](/blog).'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Packing' })).toBeInTheDocument();
    const external = screen.getByRole('link', { name: /the guide/ });
    expect(external).toHaveAttribute('href', 'https://guide.example.com');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    const internal = screen.getByRole('link', { name: 'our blog' });
    expect(internal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });

  it('drops javascript: link targets and keeps the page to one h1', () => {
    const { container } = render(<MarkdownContent content={'# Big title\n\n[click](javascript:alert(1))'} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Big title' })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('constrains images to the column', () => {
    render(<MarkdownContent content={'![A dhow at sunset](/uploads/dhow.webp)'} />);
    const img = screen.getByRole('img', { name: 'A dhow at sunset' });
    expect(img).toHaveClass('max-w-full');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('parses a text once: the same elements for the same post, rendered the same each time, and at most PAINTED_POSTS_KEPT kept', () => {
    const post = '## Once\n\nParsed [once](/blog) only.';
    const tree = paintedMarkdown(post);
    expect(paintedMarkdown(post)).toBe(tree);
    expect(paintedMarkdown(`${post} Changed.`)).not.toBe(tree);
    const first = render(<MarkdownContent content={post} />).container.innerHTML;
    expect(render(<MarkdownContent content={post} />).container.innerHTML).toBe(first);
    // Other posts push the oldest out: it is parsed again, into new elements.
    for (let i = 0; i < PAINTED_POSTS_KEPT; i++) paintedMarkdown(`Post ${i}`);
    expect(paintedMarkdown(post)).not.toBe(tree);
  });
});
