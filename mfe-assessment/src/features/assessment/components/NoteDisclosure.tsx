// "Add a note" under a question: a quiet disclosure holding the note's fields (the platform's, with their
// limits and each wrong link named), closed until opened, and open from the start when the question
// already has a note (back from the review, after a reload), so what was written is in sight. Every
// change goes to the flow, which keeps it with the stored draft at once. Answering for a team adds the
// choice to share the note with the team (without the name or the answer). Opening it, or typing in it,
// stops a pending move to the next question.
import type { QuestionId } from '@ahc/assessment-model';
import { Flex, Text } from '@ahc/platform/ui/base';
import { AnswerNoteFields, isBlankNote, useAnswerNoteTranslation } from '@ahc/platform/ui/form';
import { useId, useState } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';
import type { DraftNote } from '#shared/model/stored-assessment.ts';

const NO_NOTE: DraftNote = { note: '', links: '', shareWithTeam: false };

type Props = {
  questionId: QuestionId;
  draft: DraftNote | undefined;
  /** A team's round: the note may be shared with the team. */
  shareable: boolean;
  onChange(draft: DraftNote): void;
  /** The person turned to the note: the flow cancels its pending move on. */
  onEngage(): void;
};

export function NoteDisclosure({ questionId, draft = NO_NOTE, shareable, onChange, onEngage }: Props) {
  const { t } = useAssessmentTranslation();
  const noteTexts = useAnswerNoteTranslation();
  const written = !isBlankNote(draft);
  const [open, setOpen] = useState(written || draft.shareWithTeam);
  const shareHintId = useId();

  return (
    <details
      className="assessment-note"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        onEngage();
      }}
      onFocus={onEngage}
      data-testid="answer-note"
    >
      <summary>
        <Text size="2">{noteTexts.t(written ? 'yourNote' : 'addNote')}</Text>
      </summary>
      <Flex direction="column" gap="3" pt="2">
        <AnswerNoteFields
          id={`note-${questionId}`}
          value={draft}
          onChange={(value) => onChange({ ...draft, ...value })}
        >
          {shareable && (
            <Flex direction="column" gap="1">
              <label className="assessment-checkbox">
                <input
                  type="checkbox"
                  checked={draft.shareWithTeam}
                  aria-describedby={shareHintId}
                  onChange={(event) => onChange({ ...draft, shareWithTeam: event.currentTarget.checked })}
                />
                <Text size="2">{t('note.share')}</Text>
              </label>
              <Text id={shareHintId} size="1" color="gray">
                {t('note.shareHint')}
              </Text>
            </Flex>
          )}
        </AnswerNoteFields>
      </Flex>
    </details>
  );
}
