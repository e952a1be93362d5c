// A list of token links with their owner's way to revoke them: a report's share links and a team's
// invitation links are the same thing (a token shown once, a label, an expiry, revocation), so they
// are listed the same way. Each link shows its name, its state, when it was made and when it expires
// (or was revoked), the feature's own line about it (how often it was opened or used); an active one
// can be revoked after a confirmation in place. Once revoked, the link's button is gone, so the focus
// goes to the list's heading and the list's status says what happened.
import { type Database, useLanguage, useTimeZone } from '@ahc/platform';
import { Badge, ConfirmInPlace, Flex, Heading, Text } from '@ahc/platform/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';
import { formatDateTime } from '../lib/format.ts';
import './token-link-list.css';

type LinkStatus = Database['public']['Enums']['link_status'];

/** What the list needs of a link: both kinds of link have these fields. */
export type TokenLink = {
  id: string;
  status: LinkStatus;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
};

/** The feature's own words about its links. */
type TokenLinkTexts = {
  heading: string;
  empty: string;
  /** The revoke button's accessible name: it names the link. */
  revokeLabel(name: string): string;
  /** What revoking does to whoever holds the link, said before it is done. */
  revokeEffect: string;
  /** Said once it is done. */
  revoked(name: string): string;
};

const STATUS_COLORS = { active: 'green', revoked: 'red', expired: 'gray' } as const;

export function TokenLinkList<Link extends TokenLink>({
  links,
  pending,
  texts,
  headingAs,
  testId,
  nameOf,
  usage,
  details,
  revoking,
  revokeProblem,
  onRevoke,
}: {
  /** null while the list is not there: `pending` stands in for it (loading, or failed with a retry). */
  links: Link[] | null;
  pending?: ReactNode;
  texts: TokenLinkTexts;
  headingAs: 'h3' | 'h4';
  /**
   * The test id of each link; the rest is named after it: `${testId}s` the list, `${testId}s-empty`,
   * `${testId}s-status`, `${testId}-label`, `${testId}-dates`, `revoke-${testId}` (and `-confirm`).
   */
  testId: string;
  /** A link's name: its label, or the feature's words for one without. */
  nameOf(link: Link): string;
  /** How often the link was opened or used, said after its dates. */
  usage(link: Link): string;
  /** A line of the feature's own under the dates (what the link shows). */
  details?(link: Link): ReactNode;
  revoking: boolean;
  /** The last revocation's failure, in words, or null. */
  revokeProblem: string | null;
  onRevoke(link: Link): Promise<unknown>;
}) {
  const { t } = useSharedTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const date = (value: string) => formatDateTime(value, language, timeZone);

  const revoke = (link: Link, name: string) => {
    setStatus('');
    // A failure stays with the feature (revokeProblem); the link and its button stay too.
    void onRevoke(link).then(
      () => {
        setStatus(texts.revoked(name));
        heading.current?.focus();
      },
      () => undefined,
    );
  };

  return (
    <Flex direction="column" gap="2">
      <Heading as={headingAs} size="3" ref={heading} tabIndex={-1} className="token-links-heading">
        {texts.heading}
      </Heading>
      <Text as="p" size="2" role="status" className="token-links-status" data-testid={`${testId}s-status`}>
        {status}
      </Text>
      {links === null ? (
        pending
      ) : links.length === 0 ? (
        <Text as="p" size="2" color="gray" data-testid={`${testId}s-empty`}>
          {texts.empty}
        </Text>
      ) : (
        <ul className="plain-list token-links" data-testid={`${testId}s`}>
          {links.map((link) => {
            const name = nameOf(link);
            return (
              <li
                key={link.id}
                className="token-link"
                data-testid={testId}
                data-link-id={link.id}
                data-status={link.status}
              >
                <Flex direction="column" gap="1" align="start">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="bold" className="user-content" data-testid={`${testId}-label`}>
                      {name}
                    </Text>
                    <Badge color={STATUS_COLORS[link.status]} variant="soft" highContrast>
                      {t(`links.status.${link.status}`)}
                    </Badge>
                  </Flex>
                  <Text size="1" color="gray" data-testid={`${testId}-dates`}>
                    {t('links.created', { date: date(link.created_at) })}
                    {' · '}
                    {link.status === 'revoked' && link.revoked_at
                      ? t('links.revokedAt', { date: date(link.revoked_at) })
                      : link.expires_at
                        ? t(link.status === 'expired' ? 'links.expired' : 'links.expires', {
                            date: date(link.expires_at),
                          })
                        : t('links.noExpiry')}
                    {' · '}
                    {usage(link)}
                  </Text>
                  {details?.(link)}
                  {link.status === 'active' && (
                    <ConfirmInPlace
                      label={t('links.revoke')}
                      accessibleLabel={texts.revokeLabel(name)}
                      title={t('links.confirmTitle', { label: name })}
                      text={texts.revokeEffect}
                      confirm={t('links.confirm')}
                      cancel={t('common.cancel')}
                      busy={revoking}
                      triggerColor="red"
                      className="token-link-confirm"
                      testId={`revoke-${testId}`}
                      onConfirm={() => revoke(link, name)}
                    />
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {revokeProblem && (
        <Text as="p" size="2" color="red" role="alert">
          {revokeProblem}
        </Text>
      )}
    </Flex>
  );
}
