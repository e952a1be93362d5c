// /assessment: the 20 questions one at a time, grouped by area, then a review and the submission.
// Every answer is written to localStorage as it is given (progress/stored-assessment.ts), so a reload
// resumes at the same question. A signed-out visitor who asks to submit is sent to register or sign
// in; when they are back signed in, the pending assessment is submitted once, by itself.
import { QUESTIONS, type OptionKey, type QuestionId } from '@ahc/assessment-model';
import { useAuth, useLanguage } from '@ahc/platform';
import { Button, Flex, Heading, Separator, Text } from '@ahc/platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';
import {
  REVIEW_INDEX,
  type StoredAssessment,
  completeAnswers,
  loadAssessment,
  newAssessment,
  saveAssessment,
} from '../../progress/stored-assessment.ts';
import { useSubmission } from '../../submission/use-submission.ts';
import { StartOverConfirm } from '../../ui/StartOverConfirm.tsx';
import { AssessmentProgress } from './AssessmentProgress.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SubmitPanel } from './SubmitPanel.tsx';

export default function AssessmentPage() {
  const { t } = useAssessmentTranslation();
  const { language } = useLanguage();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const authLoading = useAuth((state) => state.isLoading);

  const [assessment, setAssessment] = useState<StoredAssessment>(() => loadAssessment() ?? newAssessment());
  // Focus follows the visitor's moves, but the page's first render leaves it where the shell put it.
  const [moved, setMoved] = useState(false);
  const [returnToReview, setReturnToReview] = useState(false);
  const [showChooseError, setShowChooseError] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    if (!submitted.current) saveAssessment(assessment);
  }, [assessment]);

  const onSubmitted = useCallback(() => {
    submitted.current = true;
  }, []);
  const { state: submission, submit } = useSubmission(onSubmitted);

  // Signed in with a pending submission (back from /register or /login, or signed in meanwhile):
  // submit once, automatically, from the review step (where its outcome is shown). A failure is not
  // retried by itself; the visitor gets a Retry button.
  const autoSubmitted = useRef(false);
  const complete = completeAnswers(assessment) !== null;
  const atReview = assessment.currentIndex === REVIEW_INDEX;
  useEffect(() => {
    if (isAuthenticated && assessment.pendingSubmit && complete && atReview && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit(assessment);
    }
  }, [isAuthenticated, assessment, complete, atReview, submit]);

  const index = assessment.currentIndex;
  const question = index < REVIEW_INDEX ? QUESTIONS[index]! : null;

  const goTo = useCallback((next: number) => {
    setMoved(true);
    setShowChooseError(false);
    setAssessment((current) => ({ ...current, currentIndex: Math.min(Math.max(next, 0), REVIEW_INDEX) }));
  }, []);

  const choose = useCallback((questionId: QuestionId, option: OptionKey) => {
    setShowChooseError(false);
    setAssessment((current) => ({ ...current, answers: { ...current.answers, [questionId]: option } }));
  }, []);

  const next = useCallback(() => {
    if (!question) return;
    if (assessment.answers[question.id] === undefined) {
      setShowChooseError(true);
      return;
    }
    if (returnToReview) {
      setReturnToReview(false);
      goTo(REVIEW_INDEX);
    } else {
      goTo(index + 1);
    }
  }, [question, assessment.answers, returnToReview, goTo, index]);

  const startOver = () => {
    autoSubmitted.current = false;
    setReturnToReview(false);
    setMoved(true);
    setShowChooseError(false);
    setAssessment(newAssessment());
  };

  const requestSubmit = () => {
    if (isAuthenticated) {
      void submit(assessment);
    } else {
      setAssessment((current) => ({ ...current, pendingSubmit: true }));
    }
  };

  const nextLabel = returnToReview ? t('assessment.backToReview') : index === REVIEW_INDEX - 1 ? t('assessment.toReview') : t('assessment.next');
  const busy = submission.status === 'submitting';

  return (
    <Flex direction="column" gap="5" maxWidth="44rem" py="4">
      <Heading as="h1" size={{ initial: '6', sm: '7' }}>{t('assessment.title')}</Heading>
      <AssessmentProgress
        answers={assessment.answers}
        currentNumber={question ? question.number : null}
        currentCategory={question ? question.category : null}
        language={language}
      />

      {question ? (
        <Flex direction="column" gap="4">
          <QuestionStep
            key={question.id}
            questionId={question.id}
            language={language}
            selected={assessment.answers[question.id]}
            focusOnShow={moved}
            showChooseError={showChooseError}
            onChoose={(option) => choose(question.id, option)}
            onNext={next}
          />
          <Flex gap="3" justify="between" wrap="wrap">
            <Button type="button" size="3" variant="soft" disabled={index === 0} onClick={() => goTo(index - 1)}>
              {t('assessment.back')}
            </Button>
            <Button type="button" size="3" onClick={next}>{nextLabel}</Button>
          </Flex>
          <Text size="1" color="gray">{t('assessment.keyboardHint')}</Text>
        </Flex>
      ) : (
        <ReviewStep
          answers={assessment.answers}
          language={language}
          focusOnShow={moved}
          onChange={(questionIndex) => {
            setReturnToReview(true);
            goTo(questionIndex);
          }}
        >
          <SubmitPanel
            complete={complete}
            isAuthenticated={isAuthenticated}
            authLoading={authLoading}
            pending={assessment.pendingSubmit === true}
            submission={submission}
            onSubmit={requestSubmit}
          />
        </ReviewStep>
      )}

      {!busy && (
        <>
          <Separator size="4" />
          <Flex>
            <StartOverConfirm onConfirm={startOver} />
          </Flex>
        </>
      )}
    </Flex>
  );
}
