// A stored note as a reader sees it: the text with its line breaks, and its links. Only an absolute
// http(s) address becomes a link (isWebLink), opened in a new tab without handing the new page a way back
// to this one (rel="noopener noreferrer"); anything else is shown as plain text, never as a link. Nothing
// is shown as what it is not: characters that hide or turn text around (a right-to-left override, a
// zero-width space) are shown as their code points, [U+202E], in a link that was stored before the rule
// (it is plain text then) and, the direction controls and invisible spaces, in the note's text; the text
// is isolated from the page's direction (dir="auto").
import { Flex, Link, Text, VisuallyHidden } from '@ahc/platform/ui';
import { type AnswerNote, isWebLink, withHiddenShown } from './answer-note.ts';
import { useAnswerNoteTranslation } from './use-answer-note-translation.ts';

export function AnswerNoteView({ note, testId }: { note: AnswerNote; testId?: string }) {
  const { t } = useAnswerNoteTranslation();
  return (
    <Flex direction="column" gap="1" data-testid={testId}>
      {note.note !== '' && (
        <Text as="p" size="2" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {withHiddenShown(note.note, 'text')}
        </Text>
      )}
      {note.links.length > 0 && (
        <ul aria-label={t('linksListLabel')} style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
          {note.links.map((link, index) => (
            <li key={`${index}:${link}`} style={{ overflowWrap: 'anywhere' }}>
              {isWebLink(link) ? (
                <Link size="2" href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                  <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
                </Link>
              ) : (
                <Text size="2">{withHiddenShown(link)}</Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
