// Writing one question's note on the report: the platform's note fields with Save and Cancel. The draft
// stays in the fields until the database has it: a note that cannot be saved as it is says what to fix
// (each wrong link named), and a refused or failed save says why and loses nothing. Emptying a stored
// note and saving it deletes it. Escape cancels; the note's field has the focus when the editor opens.
import type { QuestionId } from '@ahc/assessment-model';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import {
  type AnswerNoteDraft,
  AnswerNoteFields,
  answerNoteOf,
  checkAnswerNote,
  isBlankNote,
} from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useState } from 'react';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { noteProblemKey, useNoteMutation } from '../data/answer-notes.ts';
import { useNotesTranslation } from '../i18n/use-notes-translation.ts';

type Props = {
  reportId: string;
  questionId: QuestionId;
  initial: AnswerNoteDraft;
  /** The question has a stored note (an emptied one is deleted). */
  stored: boolean;
  onDone(outcome: 'saved' | 'deleted' | 'unchanged'): void;
  onCancel(): void;
};

export function NoteEditor({ reportId, questionId, initial, stored, onDone, onCancel }: Props) {
  const { t } = useNotesTranslation();
  const shared = useSharedTranslation();
  const mutation = useNoteMutation(reportId);
  const fieldsId = `report-note-${questionId}`;
  const [draft, setDraft] = useState(initial);
  const [showProblems, setShowProblems] = useState(false);
  const problems = checkAnswerNote(draft);

  useEffect(() => {
    document.getElementById(`${fieldsId}-note`)?.focus();
  }, [fieldsId]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (problems.length > 0) {
      setShowProblems(true);
      return;
    }
    // A note never stored and left empty is simply not added.
    if (isBlankNote(draft) && !stored) return onDone('unchanged');
    const note = isBlankNote(draft) ? null : answerNoteOf(draft);
    mutation.mutate({ questionId, note }, { onSuccess: () => onDone(note ? 'saved' : 'deleted') });
  };

  return (
    <form
      className="no-print"
      noValidate
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      data-testid="note-form"
    >
      <Flex direction="column" gap="3">
        <AnswerNoteFields id={fieldsId} value={draft} onChange={setDraft} showProblems={showProblems} />
        {showProblems && problems.length > 0 && (
          <Text as="p" role="alert" size="2" color="red">
            {t('fixFirst')}
          </Text>
        )}
        {mutation.isError && (
          <Text as="p" role="alert" size="2" color="red">
            {t(noteProblemKey(mutation.error))}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('saving') : t('save')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {shared.t('common.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
