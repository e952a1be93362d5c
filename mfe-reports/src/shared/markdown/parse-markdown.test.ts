import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './parse-markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMarkdown: blocks', () => {
  it('reads headings, paragraphs (lines joined), rules and fenced code', () => {
    expect(
      parseMarkdown('# Title\n\nOne line\nand the next.\n\n---\n\n## Sub ##\n\n```\n<b>code</b>\n```\n'),
    ).toEqual([
      { type: 'heading', level: 1, children: [text('Title')] },
      { type: 'paragraph', children: [text('One line and the next.')] },
      { type: 'rule' },
      { type: 'heading', level: 2, children: [text('Sub')] },
      { type: 'code', text: '<b>code</b>' },
    ]);
  });

  it('reads tight and loose lists, numbered ones with their start, and nested ones', () => {
    expect(parseMarkdown('- a\n- b\n\n3. c\n4. d\n')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        tight: true,
        items: [
          [{ type: 'paragraph', children: [text('a')] }],
          [{ type: 'paragraph', children: [text('b')] }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        tight: true,
        items: [
          [{ type: 'paragraph', children: [text('c')] }],
          [{ type: 'paragraph', children: [text('d')] }],
        ],
      },
    ]);
    const [loose] = parseMarkdown('1. first\n\n2. second\n');
    expect(loose).toMatchObject({
      type: 'list',
      tight: false,
      items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]],
    });
    const [nested] = parseMarkdown('- outer\n  - inner one\n  - inner two\n- next\n');
    expect(nested).toMatchObject({
      type: 'list',
      items: [
        [
          { type: 'paragraph', children: [text('outer')] },
          { type: 'list', items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]] },
        ],
        [{ type: 'paragraph' }],
      ],
    });
    // An ordered list nested with fewer spaces than its parent's content is still nested.
    const [shallow] = parseMarkdown('1. outer\n  - inner\n2. next');
    expect(shallow).toMatchObject({
      type: 'list',
      ordered: true,
      items: [[{ type: 'paragraph' }, { type: 'list', ordered: false }], [{ type: 'paragraph' }]],
    });
  });

  it('ends a paragraph at a heading or a list, continues a list item lazily, and reads quotes', () => {
    expect(
      parseMarkdown('Text\n# Heading\n- item\ncontinued\n\n> quoted\n> more').map((block) => block.type),
    ).toEqual(['paragraph', 'heading', 'list', 'quote']);
    expect(parseMarkdown('- item\ncontinued')[0]).toMatchObject({
      items: [[{ type: 'paragraph', children: [text('item continued')] }]],
    });
    expect(parseMarkdown('> quoted\n> more')[0]).toEqual({
      type: 'quote',
      children: [{ type: 'paragraph', children: [text('quoted more')] }],
    });
  });

  it('keeps what it does not know as text: tables, HTML, markers without content', () => {
    expect(parseMarkdown('| a | b |\n|---|---|')).toEqual([
      { type: 'paragraph', children: [text('| a | b | |---|---|')] },
    ]);
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [text('<script>alert(1)</script>')] },
    ]);
    expect(parseMarkdown('-\n#hashtag')).toEqual([{ type: 'paragraph', children: [text('- #hashtag')] }]);
  });

  it('reads the analyser\u2019s report shape', () => {
    const report =
      '# Report\n\nIntro.\n\n## Executive summary\n\n### Biggest risks\n\n1. **Sign-in** (Security, High priority): Why.\n2. **Access** (Security, High priority): Why.\n\n## Next steps\n\n1. One.\n2. Two.\n3. Three.\n';
    expect(
      parseMarkdown(report).map((block) => (block.type === 'heading' ? `h${block.level}` : block.type)),
    ).toEqual(['h1', 'paragraph', 'h2', 'h3', 'list', 'h2', 'list']);
  });
});

describe('parseInline', () => {
  it('reads bold, italics, code and hard breaks', () => {
    expect(parseInline('a **b** *c* _d_ ***e*** `f*g` h  \ni')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'em', children: [text('c')] },
      text(' '),
      { type: 'em', children: [text('d')] },
      text(' '),
      { type: 'strong', children: [{ type: 'em', children: [text('e')] }] },
      text(' '),
      { type: 'code', text: 'f*g' },
      text(' h'),
      { type: 'break' },
      text('i'),
    ]);
    expect(parseInline('**bold with *em* inside**')).toEqual([
      {
        type: 'strong',
        children: [text('bold with '), { type: 'em', children: [text('em')] }, text(' inside')],
      },
    ]);
  });

  it('leaves underscores inside words, unclosed markers and escaped characters as they are', () => {
    expect(parseInline('arch_1: easy and snake_case_name')).toEqual([
      text('arch_1: easy and snake_case_name'),
    ]);
    expect(parseInline('**not closed yet')).toEqual([text('**not closed yet')]);
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('\\*not em\\* and maybe\\_x')).toEqual([text('*not em* and maybe_x')]);
  });

  it('keeps links only to http(s) and mailto, and shows the others as their text', () => {
    expect(parseInline('[Pact](https://pact.io/) and <https://k6.io/>')).toEqual([
      { type: 'link', href: 'https://pact.io/', children: [text('Pact')] },
      text(' and '),
      { type: 'link', href: 'https://k6.io/', children: [text('https://k6.io/')] },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('click')]);
    expect(parseInline('[**bold** label](mailto:a@example.com "Mail")')).toEqual([
      {
        type: 'link',
        href: 'mailto:a@example.com',
        children: [{ type: 'strong', children: [text('bold')] }, text(' label')],
      },
    ]);
    expect(parseInline('[not a link] (x)')).toEqual([text('[not a link] (x)')]);
    expect(safeHref(' https://example.com/a ')).toBe('https://example.com/a');
    for (const unsafe of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/relative',
      'vbscript:x',
    ])
      expect(safeHref(unsafe)).toBeNull();
  });
});
