// Adding a note to an answer that has none: the question, picked from a list of those (by number and
// topic), and "Add a note", which opens the editor for it in place. Once stored, the note joins the
// others above (and takes the focus there); Cancel brings the focus back to "Add a note".
import { type QuestionId, describeQuestion } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import { EMPTY_ANSWER_NOTE, useAnswerNoteTranslation } from '@ahc/platform/ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotesTranslation } from '../i18n/use-notes-translation.ts';
import { NoteEditor } from './NoteEditor.tsx';

type Props = {
  reportId: string;
  /** The questions without a note, in question order (at least one). */
  questions: readonly QuestionId[];
  onAdded(questionId: QuestionId): void;
};

export function AddNote({ reportId, questions, onAdded }: Props) {
  const { t } = useNotesTranslation();
  const noteTexts = useAnswerNoteTranslation();
  const { language } = useLanguage();
  const pickerId = useId();
  const [picked, setPicked] = useState<QuestionId | null>(null);
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The pick, while it is still without a note; otherwise the first question that is.
  const questionId = picked !== null && questions.includes(picked) ? picked : questions[0]!;
  const question = describeQuestion(questionId, language);

  useEffect(() => {
    if (!editing && returnFocus) addButton.current?.focus();
  }, [editing, returnFocus]);

  if (editing) {
    return (
      <Flex direction="column" gap="2" className="no-print" data-testid="add-note">
        <Text as="p" size="2" weight="bold">
          {t('add.noteOn', { number: question.number, question: question.text })}
        </Text>
        <NoteEditor
          reportId={reportId}
          questionId={questionId}
          initial={EMPTY_ANSWER_NOTE}
          stored={false}
          onDone={(outcome) => {
            setEditing(false);
            if (outcome === 'saved') onAdded(questionId);
            else setReturnFocus(true);
          }}
          onCancel={() => {
            setEditing(false);
            setReturnFocus(true);
          }}
        />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="2" className="no-print" data-testid="add-note">
      <Text as="label" htmlFor={pickerId} size="2" weight="medium">
        {t('add.questionLabel')}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <select
          id={pickerId}
          className="plan-select notes-picker"
          value={questionId}
          onChange={(event) => setPicked(event.currentTarget.value as QuestionId)}
        >
          {questions.map((id) => {
            const option = describeQuestion(id, language);
            return (
              <option key={id} value={id}>
                {option.number}. {option.topic}
              </option>
            );
          })}
        </select>
        <Button
          ref={addButton}
          type="button"
          variant="soft"
          onClick={() => {
            setPicked(questionId);
            setEditing(true);
          }}
        >
          {noteTexts.t('addNote')}
        </Button>
      </Flex>
    </Flex>
  );
}
