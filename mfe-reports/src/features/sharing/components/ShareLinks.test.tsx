import { type FakeSupabase, createFakeSupabase, postgrestError } from '@ahc/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KNOWN_REPORT_ID, knownReport } from '#shared/testing/fixtures.ts';
import { renderPage } from '#shared/testing/render-page.tsx';
import { ShareLinks } from './ShareLinks.tsx';

const CREATED = '2026-03-14T12:00:00Z';
const link = (id: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  report_id: KNOWN_REPORT_ID,
  label,
  include_company: false,
  include_prepared_for: false,
  created_at: CREATED,
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  status: 'active',
  ...extra,
});

/** A stand-in keeping the report's live links as the database does. */
function linksBackend(initial: ReturnType<typeof link>[] = []): FakeSupabase {
  const backend = createFakeSupabase({ rows: { reports: [knownReport()] } });
  let links = [...initial];
  backend.rpc('list_share_links', () => ({ status: 'ok', links }) as never);
  backend.rpc('create_share_link', (args) => {
    const made = link(`link-${links.length + 1}`, String(args.label), {
      include_company: args.include_company ?? false,
      expires_at: args.expires_at ?? null,
    });
    links = [made, ...links];
    return { link: made, token: 'shr_newtoken' } as never;
  });
  backend.rpc('revoke_share_link', ({ link_id }) => {
    const revoked = links.find((known) => known.id === link_id)!;
    links = links.filter((known) => known.id !== link_id);
    return { ...revoked, revoked_at: CREATED, status: 'revoked' } as never;
  });
  return backend;
}

function open(backend: FakeSupabase) {
  return renderPage(<ShareLinks reportId={KNOWN_REPORT_ID} id="share" />, { path: '/', backend });
}

describe('<ShareLinks> — the owner’s share links', () => {
  it('asks for a label before making a link', async () => {
    const { user, backend } = open(linksBackend());
    await screen.findByTestId('share-links-empty');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Please give the link a label.')).toBeTruthy();
    expect(backend.calls('rpc create_share_link')).toHaveLength(0);
  });

  it('makes a link with the label, expiry and what it shows, shows its address once and lists it', async () => {
    const { user, backend } = open(linksBackend());
    await screen.findByTestId('share-links-empty');
    await user.type(screen.getByLabelText('Label', { exact: false }), '  Board, March  ');
    await user.selectOptions(screen.getByTestId('share-expiry'), 'never');
    await user.click(screen.getByLabelText('Show the company'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const url = await screen.findByTestId('share-new-url');
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/shared/shr_newtoken`);
    expect(backend.calls('rpc create_share_link')[0]!.body).toEqual({
      report_id: KNOWN_REPORT_ID,
      label: 'Board, March',
      include_company: true,
      include_prepared_for: false,
    });
    const listed = await screen.findByTestId('share-link');
    expect(within(listed).getByTestId('share-link-label').textContent).toBe('Board, March');
    expect(within(listed).getByTestId('share-link-shows').textContent).toBe('Shows the company');
    expect(within(listed).getByTestId('share-link-dates').textContent).toContain('Does not expire');
  });

  it('revokes a link after a confirmation, and it leaves the list at once', async () => {
    const { user, backend } = open(linksBackend([link('link-1', 'Adviser')]));
    await screen.findByTestId('share-link');
    await user.click(screen.getByRole('button', { name: 'Revoke the link "Adviser"' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() =>
      expect(screen.getByTestId('share-links-status').textContent).toBe('The link "Adviser" is revoked.'),
    );
    expect(backend.calls('rpc revoke_share_link')[0]!.body).toEqual({ link_id: 'link-1' });
    // The button went with the link: the focus is on the list, whose status says what happened.
    expect(document.activeElement?.textContent).toBe('Live links');
    await screen.findByTestId('share-links-empty');
  });

  it('keeps a link it could not revoke, and says so', async () => {
    const backend = linksBackend([link('link-1', 'Adviser')]);
    backend.answer('rpc revoke_share_link', postgrestError(404, 'PT404', 'Share link not found.'));
    const { user } = open(backend);
    await user.click(await screen.findByRole('button', { name: 'Revoke the link "Adviser"' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Please try again later.');
    expect(screen.getByTestId('share-link-label').textContent).toBe('Adviser');
  });

  it('says when the report already has 20 live links', async () => {
    const backend = linksBackend();
    backend.answer(
      'rpc create_share_link',
      postgrestError(409, 'PT409', 'A report can have at most 20 live share links; revoke one first.'),
    );
    const { user } = open(backend);
    await screen.findByTestId('share-links-empty');
    await user.type(screen.getByLabelText('Label', { exact: false }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This report already has 20 live links, or your reports have 100 together. Revoke one first.',
    );
  });

  it('says when as many links as allowed were made in 24 hours', async () => {
    const backend = linksBackend();
    backend.answer(
      'rpc create_share_link',
      postgrestError(
        429,
        'PT429',
        'At most 50 share links per report and 100 in all can be made in 24 hours; please try again later.',
      ),
    );
    const { user } = open(backend);
    await screen.findByTestId('share-links-empty');
    await user.type(screen.getByLabelText('Label', { exact: false }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have made as many links as can be made in 24 hours (50 per report, 100 in all). Please try again later.',
    );
  });
});
