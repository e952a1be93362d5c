// The end of the review for a visitor who is signed in (or whose sign-in state is still being read):
// submit (once every note can be: the questions whose notes need a fix are named instead), or wait for the
// sign-in state when the submission is pending; failures with a message and,
// where it helps, a retry. A visitor who is not signed in sees the result preview instead, which asks
// for an account (ResultPreview).
import { type QuestionId, describeQuestion } from '@ahc/assessment-model';
import { PATHS, useCommonTexts, useLanguage, withNext } from '@ahc/platform';
import { Button, Callout, Flex, Spinner, Text } from '@ahc/platform/ui';
import { Link } from '@ahc/platform/router';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';
import { RETRYABLE_ERRORS, SUBMIT_ERROR_KEYS, type SubmitError } from '../data/submit-assessment-mutation.ts';
import type { SubmissionState } from '../data/use-submission.ts';

type Props = {
  complete: boolean;
  /** The questions whose notes cannot be submitted as they are. */
  notesToFix: readonly QuestionId[];
  isAuthenticated: boolean;
  authLoading: boolean;
  pending: boolean;
  submission: SubmissionState;
  /** Where a failure that ends this submission (a closed round, no longer a member) offers to go. */
  backTo?: string | undefined;
  /** The submit button's text (the personal assessment's unless given). */
  buttonLabel?: string;
  onSubmit(): void;
};

/** Failures after which this submission cannot succeed: the way on is back to the team. */
const FINAL_TEAM_ERRORS: ReadonlySet<SubmitError> = new Set([
  'round_closed',
  'already_answered',
  'not_member',
]);

export function SubmitPanel({
  complete,
  notesToFix,
  isAuthenticated,
  authLoading,
  pending,
  submission,
  backTo,
  buttonLabel,
  onSubmit,
}: Props) {
  const { t } = useAssessmentTranslation();
  const common = useCommonTexts();
  const { language } = useLanguage();

  if (!complete) {
    return (
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{t('review.incomplete')}</Callout.Text>
      </Callout.Root>
    );
  }

  if (notesToFix.length > 0) {
    const numbers = notesToFix.map((questionId) => describeQuestion(questionId, language).number);
    return (
      <Callout.Root color="amber" role="alert" data-testid="notes-to-fix">
        <Callout.Text>
          {t('review.notesToFix', { count: numbers.length, numbers: numbers.join(', ') })}
        </Callout.Text>
      </Callout.Root>
    );
  }

  if (submission.status === 'submitting') {
    return (
      <Flex gap="3" align="center" role="status">
        <Spinner size="3" />
        <Text>{t('submit.submitting')}</Text>
      </Flex>
    );
  }

  if (submission.status === 'failed') {
    const { error } = submission;
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t(SUBMIT_ERROR_KEYS[error])}</Callout.Text>
        </Callout.Root>
        <Flex gap="3" wrap="wrap">
          {RETRYABLE_ERRORS.has(error) && (
            <Button type="button" size="3" onClick={onSubmit}>
              {common.t('retry')}
            </Button>
          )}
          {backTo && FINAL_TEAM_ERRORS.has(error) && (
            <Button asChild size="3" variant="soft">
              <Link to={backTo}>{t('submit.backToTeam')}</Link>
            </Button>
          )}
          {error === 'not_signed_in' && (
            <Button asChild size="3">
              <Link to={withNext(PATHS.login, PATHS.assessment)}>{t('submit.login')}</Link>
            </Button>
          )}
        </Flex>
      </Flex>
    );
  }

  if (pending && !isAuthenticated && authLoading) {
    return (
      <Flex gap="3" align="center" role="status">
        <Spinner size="3" />
        <Text>{t('submit.checkingAccount')}</Text>
      </Flex>
    );
  }

  return (
    <Flex>
      <Button type="button" size="3" onClick={onSubmit}>
        {buttonLabel ?? t('submit.button')}
      </Button>
    </Flex>
  );
}
