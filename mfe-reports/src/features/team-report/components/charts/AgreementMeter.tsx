// Agreement as a short coloured bar with its words beside it ("Agreement 72% (partly agree)"): the
// colour only repeats the level the text names.
import type { ConsensusLevel } from '@ahc/assessment-model';
import { Text } from '@ahc/platform/ui/base';
import { agreementOf } from '../../model/team-report-view.ts';

export function AgreementMeter({
  consensus,
  label,
}: {
  consensus: number | null;
  label: (percent: number, level: ConsensusLevel) => string;
}) {
  const agreement = agreementOf(consensus);
  if (!agreement) return null;
  return (
    <div
      className={`team-agreement team-agreement-${agreement.level}`}
      data-testid="agreement"
      data-level={agreement.level}
    >
      <span className="team-agreement-track" aria-hidden="true">
        <span className="team-agreement-fill" style={{ width: `${agreement.percent}%` }} />
      </span>
      <Text size="2">{label(agreement.percent, agreement.level)}</Text>
    </div>
  );
}
