// The person's team assessments as a grid of cards (owned and joined), each linking to its page.
import type { TeamSummary } from '@ahc/platform/data';
import { TeamCard } from './TeamCard.tsx';

export function TeamList({ teams }: { teams: TeamSummary[] }) {
  return (
    <ul className="plain-list card-grid" data-testid="team-list">
      {teams.map((team) => (
        <li key={team.id} data-testid={`team-${team.id}`}>
          <TeamCard team={team} />
        </li>
      ))}
    </ul>
  );
}
