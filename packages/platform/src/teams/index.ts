// The team assessment's contract between the remotes: the shapes of the team functions' answers and the
// one check of each, reading one team (both remotes show it), and the notice a team's page is opened
// with. Published through @ahc/platform/data.
export {
  type GetTeamAnswer,
  type TeamDetail,
  type TeamFigures,
  type TeamHistoryAnswer,
  type TeamHistoryRound,
  type TeamInvitation,
  type TeamMember,
  type TeamQuestion,
  type TeamReport,
  type TeamReportAnswer,
  type TeamRound,
  type TeamRoundWithoutFigures,
  type TeamSummary,
  narrowTeamHistory,
  narrowTeamInvitation,
  narrowTeamReport,
  narrowTeamRound,
  narrowTeamSummary,
} from './team-answers.ts';
export { type TeamNotice, readTeamNotice, teamNoticeState } from './team-notice.ts';
export { isTeamId, teamQuery, useTeamQuery } from './team-queries.ts';
