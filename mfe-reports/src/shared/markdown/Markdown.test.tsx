import { renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

const render = (text: string, headingOffset = 2) =>
  renderWithPlatform(
    <Markdown text={text} headingOffset={headingOffset} newTabLabel="(opens in a new tab)" />,
  ).container;

describe('<Markdown>', () => {
  it('renders headings below the section heading, paragraphs, lists and emphasis', () => {
    const container = render(
      '# Report\n\nIntro with **bold** and *em*.\n\n## Risks\n\n1. **One**: first\n2. Two\n\n- a\n- b\n',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Report' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Risks' })).toBeTruthy();
    expect(container.querySelector('p')!.innerHTML).toBe('Intro with <strong>bold</strong> and <em>em</em>.');
    const [ordered, bullets] = screen.getAllByRole('list');
    expect(ordered!.tagName).toBe('OL');
    expect([...ordered!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One: first', 'Two']);
    // A tight list's items hold their text directly, not in paragraphs.
    expect(ordered!.querySelector('p')).toBeNull();
    expect(bullets!.tagName).toBe('UL');
  });

  it('never turns text into HTML', () => {
    const container = render(
      '<img src=x onerror="alert(1)"> <script>bad()</script>\n\n[x](javascript:alert(1))',
    );
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <script>bad()</script>x');
  });

  it('opens safe links in a new tab, and says so', () => {
    render('See [Pact](https://pact.io/).');
    const link = screen.getByRole('link', { name: /^Pact ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://pact.io/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps numbering that does not start at one, code and quotes', () => {
    const container = render('3. Third\n4. Fourth\n\n> Quoted `code`\n\n```\nline 1\nline 2\n```');
    expect(container.querySelector('ol')!.getAttribute('start')).toBe('3');
    expect(container.querySelector('blockquote code')!.textContent).toBe('code');
    expect(container.querySelector('pre')!.textContent).toBe('line 1\nline 2');
  });

  it('caps heading levels at six', () => {
    render('#### Deep', 4);
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeTruthy();
  });
});
