// /assessment: the 20 questions one per screen, grouped by area, then the review and the submission
// into the person's own report. The flow itself (resuming, keyboard, history entries, the preview for
// a visitor who is not signed in) is AssessmentFlow's, which answering for a team reuses.
import { useAssessmentTranslation } from './i18n/use-assessment-translation.ts';
import { AssessmentFlow } from './components/AssessmentFlow.tsx';

export default function AssessmentPage() {
  const { t } = useAssessmentTranslation();
  return <AssessmentFlow title={t('assessment.title')} />;
}
