import type { Language } from '@ahc/platform';
import { createTestPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '#shared/testing/page-texts.ts';
import { accountTranslations } from './i18n/account-translations.ts';
import { type FakeSupabase, postgrestError } from '@ahc/platform/testing';
import type { Tables } from '@ahc/platform';
import { authBackend as createFakeBackend, profileRow, renderPage } from '#shared/testing/render-page.tsx';
import ProfilePage from './ProfilePage.tsx';

const translations = pageTexts(accountTranslations);
const en = translations.en;
/** The platform's common "Try again", which the page offers when the profile cannot be read. */
const RETRY: Record<Language, string> = { en: 'Try again', da: 'Prøv igen' };
const LANGUAGES: Language[] = ['en', 'da'];

/** A visitor signed in through the fake backend, with the auth store settled (profile loaded or failed). */
async function renderSignedIn(
  options: { language?: Language; profile?: Tables<'profiles'> | null; failProfileRead?: boolean } = {},
) {
  const backend = createFakeBackend({ profile: options.profile });
  if (options.failProfileRead)
    backend.answer('GET profiles', postgrestError(500, 'XX000', 'database exploded'));
  const platform = createTestPlatform({ supabase: backend, language: options.language ?? 'en' });
  await platform.supabaseClient.auth.signInWithPassword({ email: 'ada@example.com', password: 'engine1843' });
  await vi.waitFor(() => {
    const state = platform.auth.getState();
    expect(state.isLoading).toBe(false);
    expect(
      state.userProfile !== null || state.profileError !== null || backend.calls('GET profiles').length > 0,
    ).toBe(true);
  });
  const view = renderPage(ProfilePage, { path: '/profile', platform, backend, language: options.language });
  return { ...view, user: userEvent.setup() };
}

const saveButton = (language: Language = 'en') =>
  screen.getByRole('button', { name: translations[language].profile.save });
const patches = (backend: FakeSupabase) => backend.calls('PATCH profiles');

describe('ProfilePage', () => {
  it('shows the spinner while the profile is loading', () => {
    renderPage(ProfilePage, { path: '/profile' });
    expect(screen.getByText('Loading page...').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByLabelText(en.fields.name)).toBeNull();
  });

  it('shows the e-mail read-only and the profile fields, with nothing to save yet', async () => {
    await renderSignedIn({ profile: profileRow({ architecture_description: 'A modular monolith.' }) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      en.profile.title,
    ]);
    const email = screen.getByLabelText(en.fields.email) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText(en.fields.name) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(en.fields.company) as HTMLInputElement).value).toBe('Analytical Engines');
    const description = screen.getByLabelText(en.profile.architectureDescription) as HTMLTextAreaElement;
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.value).toBe('A modular monolith.');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('saves only the changed field (PATCH body) and says so', async () => {
    const { backend, user, platform } = await renderSignedIn();
    const company = screen.getByLabelText(en.fields.company);
    await user.clear(company);
    await user.type(company, 'Difference Engines');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.click(saveButton());

    expect((await screen.findByText(en.profile.saved)).closest('[role="status"]')).not.toBeNull();
    expect(patches(backend)).toHaveLength(1);
    expect(patches(backend)[0]?.body).toEqual({ company: 'Difference Engines' });
    expect(patches(backend)[0]?.url.searchParams.get('id')).toBe(`eq.${backend.user.id}`);
    expect(platform.auth.getState().userProfile?.company).toBe('Difference Engines');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('writes the architecture description alone as architecture_description', async () => {
    const { backend, user } = await renderSignedIn({
      profile: profileRow({ architecture_description: null }),
    });
    await user.type(screen.getByLabelText(en.profile.architectureDescription), 'Event-driven services.');
    await user.click(saveButton());
    await screen.findByText(en.profile.saved);
    expect(patches(backend)[0]?.body).toEqual({ architecture_description: 'Event-driven services.' });
  });

  it('saves nothing when a field is changed back to its loaded value', async () => {
    const { user } = await renderSignedIn();
    const name = screen.getByLabelText(en.fields.name);
    await user.type(name, 'X');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.type(name, '{Backspace}');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('does not let the name be cleared, and sends nothing', async () => {
    const { backend, user } = await renderSignedIn();
    const name = screen.getByLabelText(en.fields.name);
    await user.clear(name);
    await user.click(saveButton());
    expect(screen.getByText(en.validation.nameRequired).closest('[role="alert"]')).not.toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(patches(backend)).toHaveLength(0);
  });

  it('bounds the architecture description at 5000 characters', async () => {
    const { backend, user } = await renderSignedIn();
    await user.click(screen.getByLabelText(en.profile.architectureDescription));
    await user.paste('d'.repeat(5001));
    await user.click(saveButton());
    expect(screen.getByText(en.validation.architectureDescriptionTooLong)).toBeTruthy();
    expect(patches(backend)).toHaveLength(0);
  });

  it.each(LANGUAGES)('shows the save failure in %s and keeps the edit', async (language) => {
    const texts = translations[language];
    const { backend, user } = await renderSignedIn({ language });
    backend.answer('PATCH profiles', postgrestError(500, 'XX000', 'database exploded'));
    const company = screen.getByLabelText(texts.fields.company);
    await user.clear(company);
    await user.type(company, 'New Co');
    await user.click(saveButton(language));
    expect((await screen.findByText(texts.profile.saveFailed)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/database exploded/)).toBeNull();
    expect((company as HTMLInputElement).value).toBe('New Co');
    expect(saveButton(language).hasAttribute('disabled')).toBe(false);
  });

  it.each(LANGUAGES)('shows the load failure with a retry in %s', async (language) => {
    const texts = translations[language];
    const { backend, user } = await renderSignedIn({ language, failProfileRead: true });
    expect(screen.getByText(texts.profile.loadFailed).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/database exploded/)).toBeNull();

    backend.answerNormally('GET profiles');
    await user.click(screen.getByRole('button', { name: RETRY[language] }));
    expect(((await screen.findByLabelText(texts.fields.name)) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect(screen.queryByText(texts.profile.loadFailed)).toBeNull();
  });

  it('says when there is no profile at all, with a retry', async () => {
    await renderSignedIn({ profile: null });
    expect(screen.getByText(en.profile.notFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: RETRY.en })).toBeTruthy();
  });

  it('can be edited and saved with the keyboard alone (Enter in a field submits)', async () => {
    const { backend, user } = await renderSignedIn();
    await user.tab(); // e-mail (read-only)
    await user.tab(); // name
    expect(document.activeElement).toBe(screen.getByLabelText(en.fields.name));
    await user.keyboard('{End} Byron{Enter}');
    await screen.findByText(en.profile.saved);
    expect(patches(backend)[0]?.body).toEqual({ name: 'Ada Lovelace Byron' });
  });
});
