// The owner's share links, opened from the report's actions: a form for a new read-only link (a label,
// an expiry, whether the company and prepared-for are shown), the new link once, to copy (only its hash
// is kept, so it can never be shown again), and the live links (the token-link list every link kind
// has) with when each was made, expires and was last opened, and what it shows, each revocable at once
// after a confirmation.
import { sharedReportPath, useCommonTexts, useLanguage, useTimeZone } from '@ahc/platform';
import { Button, Callout, Card, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  EXPIRY_CHOICES,
  type ExpiryChoice,
  type LabelProblem,
  type ShareLink,
  checkShareLabel,
  expiryFrom,
  shareProblem,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinksQuery,
} from '../data/share-links.ts';
import { useSharingTranslation } from '../i18n/use-sharing-translation.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { TokenLinkList } from '#shared/ui/TokenLinkList.tsx';

/** The address a visitor opens, on this site. */
function sharedReportUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}${sharedReportPath(token)}`;
}

function NewLink({ label, url, onDone }: { label: string; url: string; onDone: () => void }) {
  const { t } = useSharingTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The focus lands on the new link when it appears, so it is read out at once.
  useEffect(() => field.current?.focus(), []);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
      field.current?.select();
    }
  };
  return (
    <Callout.Root color="green" data-testid="share-new-link">
      <Flex direction="column" gap="2" width="100%">
        <Text as="label" htmlFor={fieldId} size="2" weight="bold" className="user-content">
          {t('panel.newLink', { label })}
        </Text>
        <Text as="p" size="2">
          {t('panel.newLinkNote')}
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          <input
            id={fieldId}
            ref={field}
            className="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-new-url"
          />
          <Button type="button" onClick={() => void copyLink()}>
            {t('panel.copy')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onDone}>
            {t('panel.dismiss')}
          </Button>
        </Flex>
        <Text as="p" size="2" role="status" className="share-status">
          {copy === 'copied' ? t('panel.copied') : copy === 'failed' ? t('panel.copyFailed') : ''}
        </Text>
      </Flex>
    </Callout.Root>
  );
}

/** What a link shows of the report besides its answers and scores. */
function shownBy(link: ShareLink): 'showsBoth' | 'showsCompany' | 'showsPreparedFor' | 'showsNeither' {
  if (link.include_company && link.include_prepared_for) return 'showsBoth';
  if (link.include_company) return 'showsCompany';
  return link.include_prepared_for ? 'showsPreparedFor' : 'showsNeither';
}

export function ShareLinks({ reportId, id }: { reportId: string; id: string }) {
  const { t } = useSharingTranslation();
  const { t: shared } = useSharedTranslation();
  const common = useCommonTexts();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const links = useShareLinksQuery(reportId);
  const create = useCreateShareLink(reportId);
  const revoke = useRevokeShareLink(reportId);
  const labelId = useId();
  const expiryId = useId();
  const companyId = useId();
  const preparedForId = useId();
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('30d');
  const [includeCompany, setIncludeCompany] = useState(false);
  const [includePreparedFor, setIncludePreparedFor] = useState(false);
  const [problem, setProblem] = useState<LabelProblem | null>(null);
  const [created, setCreated] = useState<{ label: string; url: string } | null>(null);
  const date = (value: string) => formatDateTime(value, language, timeZone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkShareLabel(label);
    setProblem(found);
    if (found) {
      document.getElementById(labelId)?.focus();
      return;
    }
    const chosen = {
      label: label.trim(),
      expiresAt: expiryFrom(expiry, new Date()),
      includeCompany,
      includePreparedFor,
    };
    setCreated(null);
    create.mutate(chosen, {
      onSuccess: ({ token }) => {
        setCreated({ label: chosen.label, url: sharedReportUrl(token) });
        setLabel('');
      },
    });
  };

  return (
    <Card size="3" id={id} className="share-panel no-print" data-testid="share-panel">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size={TYPE_SCALE.item}>
            {t('panel.heading')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('panel.intro')}
          </Text>
        </Flex>

        {created && <NewLink label={created.label} url={created.url} onDone={() => setCreated(null)} />}

        <form noValidate onSubmit={submit} data-testid="share-form" aria-labelledby={`${labelId}-heading`}>
          <Flex direction="column" gap="3">
            <Heading as="h4" size="3" id={`${labelId}-heading`}>
              {t('panel.formHeading')}
            </Heading>
            <FormField
              id={labelId}
              label={t('panel.label')}
              hint={t('panel.labelHint')}
              value={label}
              onChange={setLabel}
              error={
                problem ? t(problem === 'required' ? 'panel.labelRequired' : 'panel.labelTooLong') : undefined
              }
            />
            <Flex direction="column" gap="1" align="start">
              <Text as="label" htmlFor={expiryId} size="2" weight="medium">
                {t('panel.expiry')}
              </Text>
              <select
                id={expiryId}
                className="plan-select"
                value={expiry}
                onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
                data-testid="share-expiry"
              >
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`panel.expiryOptions.${choice}`)}
                  </option>
                ))}
              </select>
            </Flex>
            <Flex direction="column" gap="2">
              <Flex asChild gap="2" align="center">
                <label htmlFor={companyId} className="share-check">
                  <input
                    id={companyId}
                    type="checkbox"
                    checked={includeCompany}
                    onChange={(event) => setIncludeCompany(event.target.checked)}
                  />
                  <Text size="2">{t('panel.includeCompany')}</Text>
                </label>
              </Flex>
              <Flex asChild gap="2" align="center">
                <label htmlFor={preparedForId} className="share-check">
                  <input
                    id={preparedForId}
                    type="checkbox"
                    checked={includePreparedFor}
                    onChange={(event) => setIncludePreparedFor(event.target.checked)}
                  />
                  <Text size="2">{t('panel.includePreparedFor')}</Text>
                </label>
              </Flex>
            </Flex>
            {create.isError && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{t(`panel.errors.${shareProblem(create.error)}`)}</Callout.Text>
              </Callout.Root>
            )}
            <div>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('panel.creating') : t('panel.create')}
              </Button>
            </div>
          </Flex>
        </form>

        <TokenLinkList
          links={links.data ?? null}
          pending={
            links.isError ? (
              <Flex gap="3" align="center" wrap="wrap">
                <Text as="p" size="2" role="alert">
                  {t('panel.listFailed')}
                </Text>
                <Button type="button" size="1" variant="soft" onClick={() => void links.refetch()}>
                  {common.t('retry')}
                </Button>
              </Flex>
            ) : (
              <Text as="p" size="2" color="gray">
                {t('panel.listLoading')}
              </Text>
            )
          }
          texts={{
            heading: t('panel.listHeading'),
            empty: t('panel.listEmpty'),
            revokeLabel: (name) => t('panel.revokeLabel', { label: name }),
            revokeEffect: t('panel.revokeEffect'),
            revoked: (name) => t('panel.revoked', { label: name }),
          }}
          headingAs="h4"
          testId="share-link"
          nameOf={(link) => link.label ?? shared('links.created', { date: date(link.created_at) })}
          usage={(link) =>
            link.last_used_at ? t('panel.lastUsed', { date: date(link.last_used_at) }) : t('panel.neverUsed')
          }
          details={(link) => (
            <Text size="1" color="gray" data-testid="share-link-shows">
              {t(`panel.${shownBy(link)}`)}
            </Text>
          )}
          revoking={revoke.isPending}
          revokeProblem={revoke.isError ? t(`panel.errors.${shareProblem(revoke.error)}`) : null}
          onRevoke={(link) => revoke.mutateAsync(link.id)}
        />
      </Flex>
    </Card>
  );
}
