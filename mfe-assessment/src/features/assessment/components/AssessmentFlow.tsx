// The assessment flow: the 20 questions one per screen, grouped by area, then the review and the
// submission, into a target: the person's own report (/assessment) or a team's round
// (/team-assessments/:teamId/answer, kept as a report of the team's system, apart from their own).
// Every answer, and every note on one (NoteDisclosure), is written to localStorage (under the target's
// own key) as it is given (#shared/model/stored-assessment.ts), so a reload resumes at the same
// question with nothing lost. Each step is a history
// entry (/assessment?q=5, model/step-url.ts), so the browser's Back goes to the previous question. A visitor who is not signed in sees the result
// right after the last answer (ResultPreview) and is offered an account for the full report; when they
// are back signed in, the pending assessment is submitted once, by itself. A signed-in visitor reviews
// and submits.
import { QUESTIONS, type OptionKey, type QuestionId } from '@ahc/assessment-model';
import { useAuth, useLanguage } from '@ahc/platform';
import { useLocation, useNavigate } from '@ahc/platform/router';
import { Button, Flex, Separator, Text } from '@ahc/platform/ui/base';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';
import { AUTO_ADVANCE_DELAY_MS, loadAutoAdvance, saveAutoAdvance } from '../model/auto-advance.ts';
import { readStepState, searchForStep, stepFromSearch, type StepState } from '../model/step-url.ts';
import {
  REVIEW_INDEX,
  type StoredAssessment,
  completeAnswers,
  firstUnansweredIndex,
  loadAssessment,
  newAssessment,
  questionsWithNoteProblems,
  saveAssessment,
  withNote,
} from '#shared/model/stored-assessment.ts';
import { PERSONAL_TARGET, type SubmitTarget } from '../data/submit-assessment-mutation.ts';
import { useSubmission } from '../data/use-submission.ts';
import { StartOverConfirm } from '#shared/ui/StartOverConfirm.tsx';
import { AssessmentProgress } from './AssessmentProgress.tsx';
import { NoteDisclosure } from './NoteDisclosure.tsx';
import { type ChoiceSource, QuestionStep } from './QuestionStep.tsx';
import { ResultPreview } from './ResultPreview.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SubmitPanel } from './SubmitPanel.tsx';
import { revealStep } from './reveal-step.ts';
import '#shared/ui/shared.css';
import './assessment.css';

/** `target` must keep its identity between renders (a constant, or memoised by the page). */
export function AssessmentFlow({
  target = PERSONAL_TARGET,
  title,
  intro,
}: {
  target?: SubmitTarget;
  title: string;
  intro?: ReactNode;
}) {
  const { t } = useAssessmentTranslation();
  const { language } = useLanguage();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const authLoading = useAuth((state) => state.isLoading);
  const location = useLocation();
  const navigate = useNavigate();

  const [assessment, setAssessment] = useState<StoredAssessment>(
    () => loadAssessment(undefined, target.storageKey) ?? newAssessment(),
  );
  // "Choose an answer" belongs to the question it was asked on, not to one reached with Back.
  const [chooseErrorAt, setChooseErrorAt] = useState<number | null>(null);
  const [autoAdvance, setAutoAdvance] = useState(loadAutoAdvance);
  const submitted = useRef(false);

  // The step is the address's (Back, Forward, a reload), or the stored one when the address names none
  // (arriving from /start, or back from signing in); never past the first unanswered question.
  const addressStep = stepFromSearch(location.search);
  const index = Math.min(addressStep ?? assessment.currentIndex, firstUnansweredIndex(assessment));
  const stepState: StepState = readStepState(location.state);
  const question = index < REVIEW_INDEX ? QUESTIONS[index]! : null;
  const showChooseError = chooseErrorAt === index;

  // The address always names the step the visitor sees, in place of the entry that named none (or one
  // out of reach), so Back from the first question leaves the assessment.
  useEffect(() => {
    if (addressStep !== index) void navigate({ search: searchForStep(index) }, { replace: true });
  }, [addressStep, index, navigate]);
  // Stored with the step it is at, so /assessment (from /start, after signing in, a later visit) resumes there.
  useEffect(() => {
    if (!submitted.current)
      saveAssessment({ ...assessment, currentIndex: index }, undefined, target.storageKey);
  }, [assessment, index, target.storageKey]);

  const onSubmitted = useCallback(() => {
    submitted.current = true;
  }, []);
  const { state: submission, submit } = useSubmission(onSubmitted, target);

  // Signed in with a pending submission (back from /register or /login, or signed in meanwhile):
  // submit once, automatically, from the review step (where its outcome is shown). A failure is not
  // retried by itself; the visitor gets a Retry button.
  const autoSubmitted = useRef(false);
  const complete = completeAnswers(assessment);
  const atReview = index === REVIEW_INDEX;
  useEffect(() => {
    if (isAuthenticated && assessment.pendingSubmit && complete && atReview && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit(assessment);
    }
  }, [isAuthenticated, assessment, complete, atReview, submit]);

  // When the step changes after the page's first render (or the visitor starts over), focus goes to
  // the step's heading and the page scrolls to show it with the first answer. The first render leaves
  // focus where the shell put it.
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [restarts, setRestarts] = useState(0);
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    const step = `${index}/${restarts}`;
    const first = shownStep.current === null;
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = headingRef.current;
    if (first || !heading) return;
    heading.focus({ preventScroll: true });
    revealStep(heading, pageRef.current, index < REVIEW_INDEX ? 'question' : 'review');
  }, [index, restarts]);

  // The page places each step itself; the browser's own scroll restoration on Back and Forward would
  // put the page back where the visitor was when they left that entry (often at its foot), after it.
  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = before;
    };
  }, []);

  const goForward = useCallback(
    (from: number, to: number, extra: StepState = {}) => {
      setChooseErrorAt(null);
      void navigate(
        { search: searchForStep(to) },
        { state: { previous: from, ...extra } satisfies StepState },
      );
    },
    [navigate],
  );

  const next = useCallback(() => {
    if (!question) return;
    if (assessment.answers[question.id] === undefined) {
      setChooseErrorAt(index);
      return;
    }
    if (stepState.returnToReview) {
      setChooseErrorAt(null);
      // Opened from the review: back to the very entry it was opened from when it is the one before.
      if (stepState.previous === REVIEW_INDEX) void navigate(-1);
      else goForward(index, REVIEW_INDEX);
    } else {
      goForward(index, index + 1);
    }
  }, [
    question,
    assessment.answers,
    stepState.returnToReview,
    stepState.previous,
    navigate,
    goForward,
    index,
  ]);

  const back = () => {
    if (index === 0) return;
    setChooseErrorAt(null);
    // Arrived here with Next from the previous question: the page's Back is the browser's Back.
    // Otherwise (resumed, or opened from the review) the previous question takes this entry's place.
    if (stepState.previous === index - 1) void navigate(-1);
    else void navigate({ search: searchForStep(index - 1) }, { replace: true });
  };

  // Auto-advance: a tap (or a number key) on an answer goes on after a short pause, so the chosen answer
  // is seen highlighted first; moving through the radios with the arrow keys does not, nor does the
  // last question. Any other move cancels a pending one.
  const pendingAdvance = useRef<{ option: OptionKey; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancelAdvance = useCallback(() => {
    if (pendingAdvance.current) clearTimeout(pendingAdvance.current.timer);
    pendingAdvance.current = null;
  }, []);
  useEffect(() => cancelAdvance, [index, cancelAdvance]);
  const latestNext = useRef(next);
  useEffect(() => {
    latestNext.current = next;
  }, [next]);

  const choose = useCallback(
    (questionId: QuestionId, option: OptionKey, source: ChoiceSource) => {
      setChooseErrorAt(null);
      setAssessment((current) => ({ ...current, answers: { ...current.answers, [questionId]: option } }));
      if (source === 'radio-keys') {
        // The same choice arriving as the radio's change (after the tap that chose it) keeps the pause.
        if (pendingAdvance.current?.option !== option) cancelAdvance();
        return;
      }
      cancelAdvance();
      if (!autoAdvance || index >= REVIEW_INDEX - 1) return;
      pendingAdvance.current = {
        option,
        timer: setTimeout(() => {
          pendingAdvance.current = null;
          latestNext.current();
        }, AUTO_ADVANCE_DELAY_MS),
      };
    },
    [autoAdvance, index, cancelAdvance],
  );

  const toggleAutoAdvance = (on: boolean) => {
    if (!on) cancelAdvance();
    setAutoAdvance(on);
    saveAutoAdvance(on);
  };

  const startOver = () => {
    cancelAdvance();
    autoSubmitted.current = false;
    setChooseErrorAt(null);
    setAssessment(newAssessment());
    setRestarts((count) => count + 1);
    void navigate({ search: searchForStep(0) }, { replace: true });
  };

  const requestSubmit = () => {
    if (isAuthenticated) {
      void submit(assessment);
    } else {
      setAssessment((current) => ({ ...current, pendingSubmit: true }));
    }
  };

  // On the way to sign up or sign in from the preview: stored at once, since the page is left right away.
  const markPending = () => {
    const pending = { ...assessment, pendingSubmit: true };
    saveAssessment({ ...pending, currentIndex: index }, undefined, target.storageKey);
    setAssessment(pending);
  };

  const signedOut = !isAuthenticated && !authLoading;
  const nextLabel = stepState.returnToReview
    ? t('assessment.backToReview')
    : index === REVIEW_INDEX - 1
      ? t(signedOut ? 'assessment.toResult' : 'assessment.toReview')
      : t('assessment.next');
  const busy = submission.status === 'submitting';
  const previewAnswers = atReview && signedOut ? complete : null;
  const showPreview = previewAnswers !== null;

  return (
    <Flex
      ref={pageRef}
      direction="column"
      gap={{ initial: '3', sm: '5' }}
      maxWidth="44rem"
      py={{ initial: '2', sm: '4' }}
      className="assessment-page"
    >
      {/* What is being answered (the product, or the team's system); each step's own heading is the
          page's h1: the question, the result or the review. */}
      <Text as="p" size="2" weight="medium" color="gray" className="assessment-title">
        {title}
      </Text>
      {intro}
      <AssessmentProgress
        answers={assessment.answers}
        currentNumber={question ? question.number : null}
        currentCategory={question ? question.category : null}
        language={language}
      />

      {question ? (
        <Flex direction="column" gap={{ initial: '3', sm: '4' }}>
          <QuestionStep
            key={question.id}
            questionId={question.id}
            language={language}
            selected={assessment.answers[question.id]}
            showChooseError={showChooseError}
            headingRef={headingRef}
            onChoose={(option, source) => choose(question.id, option, source)}
            onNext={next}
          />
          <NoteDisclosure
            key={`note-${question.id}/${restarts}`}
            questionId={question.id}
            draft={assessment.notes[question.id]}
            shareable={target.kind === 'team'}
            onChange={(draft) => setAssessment((current) => withNote(current, question.id, draft))}
            onEngage={cancelAdvance}
          />
          <label className="assessment-auto-advance">
            <input
              type="checkbox"
              checked={autoAdvance}
              onChange={(event) => toggleAutoAdvance(event.currentTarget.checked)}
            />
            <Text size="2">{t('assessment.autoAdvance')}</Text>
          </label>
          <Flex gap="3" justify="between" className="assessment-nav" data-testid="assessment-nav">
            <Button type="button" size="3" variant="soft" disabled={index === 0} onClick={back}>
              {t('assessment.back')}
            </Button>
            <Button type="button" size="3" onClick={next}>
              {nextLabel}
            </Button>
          </Flex>
          <Text size="1" color="gray" className="assessment-keyboard-only" data-testid="keyboard-hint">
            {t('assessment.keyboardHint')}
          </Text>
        </Flex>
      ) : (
        <ReviewStep
          answers={assessment.answers}
          notes={assessment.notes}
          shareable={target.kind === 'team'}
          language={language}
          headingRef={showPreview ? undefined : headingRef}
          preview={
            previewAnswers ? (
              <ResultPreview
                answers={previewAnswers}
                language={language}
                headingRef={headingRef}
                onAccount={markPending}
              />
            ) : null
          }
          onChange={(questionIndex) => goForward(REVIEW_INDEX, questionIndex, { returnToReview: true })}
        >
          {!showPreview && (
            <SubmitPanel
              complete={complete !== null}
              notesToFix={questionsWithNoteProblems(assessment)}
              isAuthenticated={isAuthenticated}
              authLoading={authLoading}
              pending={assessment.pendingSubmit === true}
              submission={submission}
              backTo={target.backTo}
              buttonLabel={target.kind === 'team' ? t('submit.teamButton') : t('submit.button')}
              onSubmit={requestSubmit}
            />
          )}
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
