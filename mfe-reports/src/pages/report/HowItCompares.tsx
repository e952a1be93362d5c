// "How it compares": the place in the executive summary where the anonymous benchmark (how other
// organisations score, by percentile) will go. The benchmark is not available to the report page yet,
// so this renders nothing; the summary already passes it what it will need.
import type { CategoryScores } from '@ahc/assessment-model';

export type HowItComparesProps = { overall: number; categories: CategoryScores };

export function HowItCompares(_props: HowItComparesProps): null {
  return null;
}
