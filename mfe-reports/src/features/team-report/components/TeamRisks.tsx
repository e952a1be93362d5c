// The team's top risks: the agreed weak answers, most important first, the first TEAM_RISKS_SIZE of them
// as cards and how many more there are; or that the team agrees on no weak answer.
import { Text } from '@ahc/platform/ui';
import { Section } from '#shared/ui/Section.tsx';
import { useTeamReportTranslation } from '../i18n/use-team-report-translation.ts';
import { TEAM_RISKS_SIZE, type TeamRisk } from '../model/team-report-view.ts';
import { RiskCard } from './RiskCard.tsx';

export function TeamRisks({ risks }: { risks: TeamRisk[] }) {
  const { t } = useTeamReportTranslation();
  return (
    <Section heading={t('report.risksHeading')} testId="team-risks">
      <Text as="p" size="2" color="gray">
        {t('report.risksIntro')}
      </Text>
      {risks.length === 0 ? (
        <Text as="p" data-testid="team-risks-none">
          {t('report.risksNone')}
        </Text>
      ) : (
        <>
          <ol className="plain-list card-list">
            {risks.slice(0, TEAM_RISKS_SIZE).map((risk) => (
              <li
                key={risk.question.question_id}
                data-testid="team-risk"
                data-question={risk.question.question_id}
              >
                <RiskCard risk={risk} />
              </li>
            ))}
          </ol>
          {risks.length > TEAM_RISKS_SIZE && (
            <Text as="p" size="2" data-testid="team-risks-more">
              {t('report.risksMore', { count: risks.length - TEAM_RISKS_SIZE })}
            </Text>
          )}
        </>
      )}
    </Section>
  );
}
