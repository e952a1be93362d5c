// The end of the review: submit when signed in; otherwise ask for an account (answers stay stored and
// are submitted by themselves after signing in); failures with a message and, where it helps, a retry.
import { PATHS } from '@ahc/platform';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@ahc/platform/ui';
import { Link } from '@ahc/platform/router';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';
import { RETRYABLE_ERRORS, SUBMIT_ERROR_KEYS } from '../../data/reports/submit-assessment-mutation.ts';
import type { SubmissionState } from '../../submission/use-submission.ts';

type Props = {
  complete: boolean;
  isAuthenticated: boolean;
  authLoading: boolean;
  pending: boolean;
  submission: SubmissionState;
  onSubmit(): void;
};

const withNext = (path: string) => `${path}?next=${encodeURIComponent(PATHS.assessment)}`;

export function SubmitPanel({ complete, isAuthenticated, authLoading, pending, submission, onSubmit }: Props) {
  const { t } = useAssessmentTranslation();

  if (!complete) {
    return (
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{t('review.incomplete')}</Callout.Text>
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
            <Button type="button" size="3" onClick={onSubmit}>{t('submit.retry')}</Button>
          )}
          {error === 'not_signed_in' && (
            <Button asChild size="3"><Link to={withNext(PATHS.login)}>{t('submit.login')}</Link></Button>
          )}
        </Flex>
      </Flex>
    );
  }

  if (pending && !isAuthenticated) {
    if (authLoading) {
      return (
        <Flex gap="3" align="center" role="status">
          <Spinner size="3" />
          <Text>{t('submit.checkingAccount')}</Text>
        </Flex>
      );
    }
    return (
      <Card size="3" asChild>
        <section aria-labelledby="submit-account-title">
          <Flex direction="column" gap="3" align="start">
            <Heading as="h3" size="4" id="submit-account-title">{t('submit.accountTitle')}</Heading>
            <Text as="p">{t('submit.accountText')}</Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3"><Link to={withNext(PATHS.register)}>{t('submit.register')}</Link></Button>
              <Button asChild size="3" variant="soft"><Link to={withNext(PATHS.login)}>{t('submit.login')}</Link></Button>
            </Flex>
          </Flex>
        </section>
      </Card>
    );
  }

  return (
    <Flex>
      <Button type="button" size="3" onClick={onSubmit}>{t('submit.button')}</Button>
    </Flex>
  );
}
