// The notes a team shared on one question, beside its distribution on the team report: each note's text
// and links, one after another, with nothing of who wrote it or what they answered (the database sends
// neither). Nothing at all when nobody shared a note on the question.
import { Flex, Text } from '@ahc/platform/ui/base';
import { type AnswerNote, AnswerNoteView } from '@ahc/platform/ui/form';
import { useId } from 'react';
import { useNotesTranslation } from '../i18n/use-notes-translation.ts';
import './notes.css';

export function TeamSharedNotes({ notes }: { notes: readonly AnswerNote[] | undefined }) {
  const { t } = useNotesTranslation();
  const headingId = useId();
  if (!notes || notes.length === 0) return null;
  return (
    <Flex direction="column" gap="2" className="team-notes" data-testid="team-shared-notes">
      <Text id={headingId} size="2" weight="bold">
        {t('team.heading', { count: notes.length })}
      </Text>
      <ul aria-labelledby={headingId} className="plain-list notes-list">
        {notes.map((note, index) => (
          <li key={index}>
            <AnswerNoteView note={note} />
          </li>
        ))}
      </ul>
    </Flex>
  );
}
