// Team assessments' public entry: the dashboard's "Your team assessments". The team pages are exposed to
// the shell directly (src/exposes.ts).
export { DashboardTeams } from './components/DashboardTeams.tsx';
export { myTeamsQuery } from './data/team-queries.ts';
