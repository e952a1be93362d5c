// The review: every answer by area, with its note when it has one (and, answering for a team, whether it
// is shared), each with a button that jumps back to it. A note that cannot be submitted as it is says so
// here; its question shows what to fix. For a visitor who is not signed in, the result preview comes
// first (`preview`), and the review follows it.
import {
  CATEGORIES,
  type AssessmentLanguage,
  describeAnswer,
  describeCategory,
  describeQuestion,
  questionsIn,
} from '@ahc/assessment-model';
import { Button, Card, Flex, Heading, Text } from '@ahc/platform/ui/base';
import {
  AnswerNoteView,
  answerNoteOf,
  checkAnswerNote,
  isBlankNote,
  useAnswerNoteTranslation,
} from '@ahc/platform/ui/form';
import type { ReactNode, Ref } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';
import type { DraftNote, DraftNotes, PartialAnswers } from '#shared/model/stored-assessment.ts';

type Props = {
  answers: PartialAnswers;
  notes: DraftNotes;
  /** A team's round: say which notes are shared with the team. */
  shareable: boolean;
  language: AssessmentLanguage;
  /** The step's heading when there is no preview above it (focused when the step appears). */
  headingRef: Ref<HTMLHeadingElement> | undefined;
  preview: ReactNode;
  onChange(questionIndex: number): void;
  children: ReactNode;
};

export function ReviewStep({
  answers,
  notes,
  shareable,
  language,
  headingRef,
  preview,
  onChange,
  children,
}: Props) {
  const { t } = useAssessmentTranslation();

  return (
    <Flex direction="column" gap="4">
      {preview}
      {/* The page's h1, unless the result above it is (the preview for a visitor not signed in). */}
      <Heading
        as={preview ? 'h2' : 'h1'}
        size="6"
        ref={headingRef}
        tabIndex={-1}
        className="assessment-step-heading"
        mt={preview ? '4' : undefined}
      >
        {t('review.title')}
      </Heading>
      <Text as="p">{t(preview ? 'review.introWithPreview' : 'review.intro')}</Text>
      {CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`review-${category}`}>
          <Heading as="h3" size="4" id={`review-${category}`} mb="2">
            {describeCategory(category, language).name}
          </Heading>
          <Flex asChild direction="column" gap="2">
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {questionsIn(category).map((item) => {
                const question = describeQuestion(item.id, language);
                const answer = answers[item.id];
                return (
                  <Card asChild key={item.id} size="1">
                    <li>
                      <Flex
                        direction={{ initial: 'column', sm: 'row' }}
                        gap="2"
                        justify="between"
                        align={{ initial: 'start', sm: 'center' }}
                      >
                        <Flex direction="column" gap="1">
                          <Text size="2" weight="bold">
                            {question.number}. {question.text}
                          </Text>
                          <Text size="2" color={answer ? undefined : 'red'}>
                            {answer ? describeAnswer(item.id, answer, language) : t('review.notAnswered')}
                          </Text>
                          <ReviewedNote draft={notes[item.id]} shareable={shareable} />
                        </Flex>
                        <Button
                          type="button"
                          size="1"
                          variant="soft"
                          aria-label={t('review.changeLabel', { number: question.number })}
                          onClick={() => onChange(question.number - 1)}
                        >
                          {t('review.change')}
                        </Button>
                      </Flex>
                    </li>
                  </Card>
                );
              })}
            </ol>
          </Flex>
        </section>
      ))}
      {children}
    </Flex>
  );
}

/** A question's note as it will be submitted, or what stops it. */
function ReviewedNote({ draft, shareable }: { draft: DraftNote | undefined; shareable: boolean }) {
  const { t } = useAssessmentTranslation();
  const noteTexts = useAnswerNoteTranslation();
  if (!draft || isBlankNote(draft)) return null;
  const fixable = checkAnswerNote(draft).length > 0;
  return (
    <Flex direction="column" gap="1" pt="1" data-testid="review-note">
      <Text size="1" weight="medium" color="gray">
        {noteTexts.t('yourNote')}
        {shareable && draft.shareWithTeam && ` · ${t('review.noteShared')}`}
      </Text>
      {fixable ? (
        <Text size="2" color="red">
          {t('review.noteProblem')}
        </Text>
      ) : (
        <AnswerNoteView note={answerNoteOf(draft)} />
      )}
    </Flex>
  );
}
