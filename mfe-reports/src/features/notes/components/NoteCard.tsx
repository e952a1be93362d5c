// A question with a note on the report: the question, its area and the answer given, whether the note
// is shared with the team (a team answer), and the note itself (AnswerNoteView: links opened safely),
// with "Edit note" (the editor in its place) and "Delete note" (asked first). The focus comes back to
// "Edit note" after editing; a card just added takes it, so the person lands on what they wrote.
import { type QuestionId, describeAnswer, describeCategory, describeQuestion } from '@ahc/assessment-model';
import { useLanguage } from '@ahc/platform';
import { Badge, Button, Card, ConfirmInPlace, Flex, Heading, Text } from '@ahc/platform/ui';
import { AnswerNoteView, draftOf } from '@ahc/platform/ui/form';
import { useEffect, useRef, useState } from 'react';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { type ReportNote, noteProblemKey, useNoteMutation } from '../data/answer-notes.ts';
import { useNotesTranslation } from '../i18n/use-notes-translation.ts';
import { NoteEditor } from './NoteEditor.tsx';

type Props = {
  report: ReportRow;
  questionId: QuestionId;
  note: ReportNote;
  justAdded: boolean;
  /** The note is gone (deleted, or emptied and saved): its card goes with it, and the section says so. */
  onDeleted(): void;
};

export function NoteCard({ report, questionId, note, justAdded, onDeleted }: Props) {
  const { t } = useNotesTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const question = describeQuestion(questionId, language);
  const deletion = useNoteMutation(report.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(justAdded);
  const [focusEdit, setFocusEdit] = useState(justAdded);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && focusEdit) editButton.current?.focus();
  }, [editing, focusEdit]);

  const number = question.number;
  return (
    <Card asChild size="1" className="report-card">
      <li data-testid={`note-question-${questionId}`}>
        <Flex direction="column" gap="2">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="3">
              {number}. {question.text}
            </Heading>
            <Text size="2" color="gray">
              {describeCategory(question.category, language).name} · {t('answer')}:{' '}
              {describeAnswer(questionId, report.answers[questionId], language)}
            </Text>
            {report.team_name !== null && note.shareWithTeam && (
              <Flex>
                <Badge size="1" color="indigo" variant="soft">
                  {t('sharedWithTeam')}
                </Badge>
              </Flex>
            )}
          </Flex>
          {editing ? (
            <NoteEditor
              reportId={report.id}
              questionId={questionId}
              initial={draftOf(note)}
              stored
              onDone={(outcome) => {
                if (outcome === 'deleted') return onDeleted();
                setSaved(outcome === 'saved');
                setFocusEdit(true);
                setEditing(false);
              }}
              onCancel={() => {
                setFocusEdit(true);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <AnswerNoteView note={note} testId="report-note" />
              <Flex gap="2" wrap="wrap" align="start" className="no-print">
                <Button
                  ref={editButton}
                  type="button"
                  variant="soft"
                  aria-label={t('editLabel', { number })}
                  onClick={() => {
                    deletion.reset();
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  {t('edit')}
                </Button>
                <ConfirmInPlace
                  label={t('delete')}
                  accessibleLabel={t('deleteLabel', { number })}
                  title={t('confirmDelete.title')}
                  text={t('confirmDelete.text', { number })}
                  confirm={t('delete')}
                  cancel={shared.t('common.cancel')}
                  busy={deletion.isPending}
                  triggerColor="red"
                  onConfirm={() => {
                    setSaved(false);
                    deletion.mutate({ questionId, note: null }, { onSuccess: onDeleted });
                  }}
                />
              </Flex>
              {deletion.isError && (
                <Text as="p" role="alert" size="2" color="red" className="no-print">
                  {t(noteProblemKey(deletion.error))}
                </Text>
              )}
              {saved && (
                <Text role="status" size="1" color="gray" className="no-print">
                  {t('saved')}
                </Text>
              )}
            </>
          )}
        </Flex>
      </li>
    </Card>
  );
}
