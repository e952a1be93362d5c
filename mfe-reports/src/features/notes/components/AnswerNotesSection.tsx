// The report's notes: each answer the person wrote a note on (the question, the answer given, the note
// and its links, opened safely), with "Edit note" and "Delete note" in place, in question order; then
// "Add a note" for any other answer. On paper (and so in the PDF) the notes are printed, the controls
// are not, and the section not at all without a note. A team answer's notes say which are shared with
// the team; the choice itself is made while answering.
import { QUESTIONS, type QuestionId } from '@ahc/assessment-model';
import { useCommonTexts } from '@ahc/platform';
import { Button, Callout, Flex, Text } from '@ahc/platform/ui/base';
import { useState } from 'react';
import type { ReportRow } from '#shared/data/report-row.ts';
import { Section } from '#shared/ui/Section.tsx';
import { useReportNotesQuery } from '../data/answer-notes.ts';
import { useNotesTranslation } from '../i18n/use-notes-translation.ts';
import { AddNote } from './AddNote.tsx';
import { NoteCard } from './NoteCard.tsx';
import { NOTES_ID } from '../section-id.ts';

export function AnswerNotesSection({ report }: { report: ReportRow }) {
  const { t } = useNotesTranslation();
  const common = useCommonTexts();
  const query = useReportNotesQuery(report.id);
  const [justAdded, setJustAdded] = useState<QuestionId | null>(null);
  const [deleted, setDeleted] = useState(false);
  const notes = query.data ?? {};
  const noted = QUESTIONS.filter((question) => notes[question.id] !== undefined).map(({ id }) => id);
  const free = QUESTIONS.filter((question) => notes[question.id] === undefined).map(({ id }) => id);

  return (
    <Section
      id={NOTES_ID}
      heading={t('section.heading')}
      testId="notes-section"
      className={noted.length > 0 ? undefined : 'no-print'}
    >
      <Text as="p" color="gray" size="2">
        {report.team_name === null
          ? t('section.intro')
          : t('section.introTeam', { system: report.team_name })}
      </Text>
      {query.isPending && (
        <Text role="status" size="2" color="gray">
          {t('section.loading')}
        </Text>
      )}
      {query.isError && (
        <Callout.Root color="red" role="alert" className="no-print">
          <Flex direction="column" gap="2" align="start">
            <Callout.Text>{t('section.loadFailed')}</Callout.Text>
            <Button type="button" size="1" variant="soft" onClick={() => void query.refetch()}>
              {common.t('retry')}
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {query.isSuccess && (
        <>
          {noted.length === 0 ? (
            <Text as="p" size="2" data-testid="notes-none">
              {t('section.none')}
            </Text>
          ) : (
            <ol className="plain-list notes-list">
              {noted.map((questionId) => (
                <NoteCard
                  key={questionId}
                  report={report}
                  questionId={questionId}
                  note={notes[questionId]!}
                  justAdded={questionId === justAdded}
                  onDeleted={() => {
                    setDeleted(true);
                    // Its card is gone: the focus goes to the section, whose heading names it.
                    document.getElementById(NOTES_ID)?.focus();
                  }}
                />
              ))}
            </ol>
          )}
          {deleted && (
            <Text role="status" size="1" color="gray" className="no-print">
              {t('deleted')}
            </Text>
          )}
          {free.length > 0 && (
            <AddNote
              reportId={report.id}
              questions={free}
              onAdded={(questionId) => {
                setDeleted(false);
                setJustAdded(questionId);
              }}
            />
          )}
        </>
      )}
    </Section>
  );
}
