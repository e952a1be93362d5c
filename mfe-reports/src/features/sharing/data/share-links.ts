// A report's share links, for its owner: read-only links to one report (public.create_share_link,
// list_share_links, revoke_share_link). The token is in the answer of create_share_link only; the
// database keeps its hash, so a link can be copied once, when it is made, and never shown again.
// The answers' shapes are the generated database types; filled() checks once what they promise. Only
// this remote uses them, so their keys live here.
import { type CompositeType, type Filled, type SupabaseClient, useSupabase } from '@ahc/platform';
import {
  type AppError,
  dataOrThrow,
  filled,
  useMutation,
  useQuery,
  useQueryClient,
} from '@ahc/platform/data';

/** The database's limit on a label: 1 to 120 characters (its limit on live links comes back as PT409, below). */
export const MAX_LABEL_LENGTH = 120;

/** The fields of a share link that may be null; the database fills the others. */
const SHARE_LINK_NULLABLE = ['label', 'expires_at', 'revoked_at', 'last_used_at'] as const;

/** A share link as its owner sees it (never its token). */
export type ShareLink = Filled<CompositeType<'share_link'>, (typeof SHARE_LINK_NULLABLE)[number]>;

const shareLink = (link: CompositeType<'share_link'> | null, during: string): ShareLink =>
  filled(link, SHARE_LINK_NULLABLE, during);

export type NewShareLink = {
  label: string;
  expiresAt: string | null;
  includeCompany: boolean;
  includePreparedFor: boolean;
};

const shareLinkKeys = {
  all: ['share-links'] as const,
  report: (reportId: string) => ['share-links', reportId] as const,
};

/** The report's live links, newest first; an empty list for a report that is not the reader's. */
async function listShareLinks(supabase: SupabaseClient, reportId: string): Promise<ShareLink[]> {
  const during = 'list_share_links';
  const answer = filled(
    dataOrThrow(await supabase.rpc(during, { report_id: reportId }), during),
    ['links'],
    during,
  );
  return answer.status === 'ok' ? (answer.links ?? []).map((link) => shareLink(link, during)) : [];
}

async function createShareLink(
  supabase: SupabaseClient,
  reportId: string,
  link: NewShareLink,
): Promise<{ link: ShareLink; token: string }> {
  const args = {
    report_id: reportId,
    label: link.label.trim(),
    include_company: link.includeCompany,
    include_prepared_for: link.includePreparedFor,
    ...(link.expiresAt ? { expires_at: link.expiresAt } : {}),
  };
  const during = 'create_share_link';
  const created = filled(dataOrThrow(await supabase.rpc(during, args), during), [], during);
  return { link: shareLink(created.link, during), token: created.token };
}

async function revokeShareLink(supabase: SupabaseClient, linkId: string): Promise<ShareLink> {
  const during = 'revoke_share_link';
  return shareLink(dataOrThrow(await supabase.rpc(during, { link_id: linkId }), during), during);
}

export type LabelProblem = 'required' | 'tooLong';

/** What is wrong with a label as typed (it is stored trimmed), or null. */
export function checkShareLabel(label: string): LabelProblem | null {
  const trimmed = label.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > MAX_LABEL_LENGTH) return 'tooLong';
  return null;
}

export const EXPIRY_CHOICES = ['1d', '7d', '30d', '90d', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
const EXPIRY_DAYS: Record<Exclude<ExpiryChoice, 'never'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/** When a link made now with this choice expires (ISO), or null for one that does not. */
export function expiryFrom(choice: ExpiryChoice, now: Date): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + EXPIRY_DAYS[choice] * 24 * 60 * 60 * 1000).toISOString();
}

export type ShareProblem = 'network' | 'signedOut' | 'tooMany' | 'dailyLimit' | 'invalid' | 'failed';

/** The one place that turns a failed share-link write into a message key (namespace 'reports-sharing'). */
export function shareProblem(error: AppError): ShareProblem {
  // PT409: live links, per report or across the account's reports; PT429: links made in 24 hours.
  if (error.details.code === 'PT409') return 'tooMany';
  if (error.details.code === 'PT429') return 'dailyLimit';
  if (error.kind === 'network') return 'network';
  if (error.kind === 'not-signed-in') return 'signedOut';
  if (error.kind === 'invalid') return 'invalid';
  return 'failed';
}

export function useShareLinksQuery(reportId: string, enabled = true) {
  const supabase = useSupabase();
  return useQuery({
    queryKey: shareLinkKeys.report(reportId),
    queryFn: () => listShareLinks(supabase, reportId),
    enabled,
  });
}

export function useCreateShareLink(reportId: string) {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<{ link: ShareLink; token: string }, NewShareLink>({
    mutationKey: [...shareLinkKeys.report(reportId), 'create'],
    mutationFn: (link) => createShareLink(supabase, reportId, link),
    onSuccess: ({ link }) => {
      queryClient.setQueryData<ShareLink[]>(shareLinkKeys.report(reportId), (links) =>
        links ? [link, ...links.filter((known) => known.id !== link.id)] : links,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.report(reportId) }),
  });
}

/** Revokes a link; it leaves the list as soon as the database has revoked it. */
export function useRevokeShareLink(reportId: string) {
  const supabase = useSupabase();
  const queryClient = useQueryClient();
  return useMutation<ShareLink, string>({
    mutationKey: [...shareLinkKeys.report(reportId), 'revoke'],
    mutationFn: (linkId) => revokeShareLink(supabase, linkId),
    onSuccess: (revoked) => {
      queryClient.setQueryData<ShareLink[]>(shareLinkKeys.report(reportId), (links) =>
        links?.filter((link) => link.id !== revoked.id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.report(reportId) }),
  });
}
