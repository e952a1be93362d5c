// Markdown as React elements, from parse-markdown.ts's tree: every piece of text is a React text node
// (never HTML), links open in a new tab and only when safe. Headings are shifted below the heading of
// the section the text sits in (`headingOffset`), so a '#' title under an h2 becomes an h3.
import { Heading, Link, Text, VisuallyHidden } from '@ahc/platform/ui/base';
import { type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseMarkdown } from './parse-markdown.ts';

type Options = { headingOffset: number; newTabLabel: string };

/** Radix heading sizes by the level a heading ends up at: one step down per level. */
const HEADING_SIZES = { 1: '7', 2: '6', 3: '5', 4: '4', 5: '3', 6: '2' } as const;

function inlines(nodes: Inline[], options: Options): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{inlines(node.children, options)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children, options)}</em>;
      case 'code':
        return (
          <code key={index} className="md-code">
            {node.text}
          </code>
        );
      case 'break':
        return <br key={index} />;
      case 'link':
        return (
          <Link key={index} href={node.href} target="_blank" rel="noopener noreferrer" className="md-link">
            {inlines(node.children, options)}
            <VisuallyHidden> {options.newTabLabel}</VisuallyHidden>
          </Link>
        );
    }
  });
}

function blocks(list: Block[], options: Options, tight = false): ReactNode[] {
  return list.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.min(6, block.level + options.headingOffset) as 1 | 2 | 3 | 4 | 5 | 6;
        return (
          <Heading key={index} as={`h${level}`} size={HEADING_SIZES[level]} className="md-heading">
            {inlines(block.children, options)}
          </Heading>
        );
      }
      case 'paragraph':
        // In a tight list an item's text is not a paragraph of its own.
        return tight ? (
          <span key={index}>{inlines(block.children, options)}</span>
        ) : (
          <Text as="p" key={index} className="md-paragraph">
            {inlines(block.children, options)}
          </Text>
        );
      case 'list': {
        const items = block.items.map((item, i) => <li key={i}>{blocks(item, options, block.tight)}</li>);
        return block.ordered ? (
          <ol key={index} className="md-list" start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index} className="md-list">
            {items}
          </ul>
        );
      }
      case 'quote':
        return (
          <blockquote key={index} className="md-quote">
            {blocks(block.children, options)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={index} className="md-pre">
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} className="md-rule" />;
    }
  });
}

export function Markdown({
  text,
  headingOffset = 0,
  newTabLabel,
}: {
  text: string;
  headingOffset?: number;
  newTabLabel: string;
}) {
  const tree = useMemo(() => parseMarkdown(text), [text]);
  return <div className="markdown">{blocks(tree, { headingOffset, newTabLabel })}</div>;
}
