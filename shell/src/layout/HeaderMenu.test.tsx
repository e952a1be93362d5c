import { createTestPlatform, LocationProbe, renderWithPlatform } from '@ahc/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header, MENU_ID } from './Header.tsx';

function renderHeader(options: { signedIn?: boolean; name?: string } = {}) {
  const platform = createTestPlatform();
  if (options.signedIn) {
    platform.auth.setState({
      isAuthenticated: true,
      isLoading: false,
      userProfile: {
        id: 'u',
        email: 'ada@example.com',
        name: options.name ?? 'Ada',
        company: '',
        createdAt: '2026-01-01T00:00:00Z',
      },
    });
  }
  const rendered = renderWithPlatform(
    <>
      <Header />
      <LocationProbe />
    </>,
    { platform, path: '/about' },
  );
  const button = screen.getByTestId('menu-button');
  const header = button.closest('header')!;
  const disclosure = button.closest('details')!;
  return { ...rendered, button, header, disclosure };
}

describe('Header menu', () => {
  it('is a native disclosure, named Menu, that controls the panel of links', () => {
    const { button, header, disclosure } = renderHeader();
    // A <summary> of a <details>: browsers announce it as a button, expanded or not, and open it without scripts.
    expect(button.tagName).toBe('SUMMARY');
    expect(button.getAttribute('aria-label')).toBe('Menu');
    expect(button.getAttribute('aria-controls')).toBe(MENU_ID);
    expect(
      document.getElementById(MENU_ID)!.contains(screen.getByRole('navigation', { name: 'Main navigation' })),
    ).toBe(true);
    expect(disclosure.open).toBe(false);
    expect(header.hasAttribute('data-menu-open')).toBe(false);

    fireEvent.click(button);
    expect(disclosure.open).toBe(true);
    expect(header.hasAttribute('data-menu-open')).toBe(true);

    fireEvent.click(button);
    expect(disclosure.open).toBe(false);
  });

  it('follows a disclosure the browser opened before the scripts took over', () => {
    const { button, disclosure } = renderHeader();
    disclosure.open = true;
    fireEvent.click(button);
    expect(disclosure.open).toBe(false);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button } = renderHeader();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Start the health check' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.closest('details')!.open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes when the visitor goes to another page, or to the same one again', () => {
    const { button } = renderHeader();
    fireEvent.click(button);
    act(() => screen.getByRole('link', { name: 'Start the health check' }).click());
    expect(screen.getByTestId('location').textContent).toBe('/start');
    expect(button.closest('details')!.open).toBe(false);

    fireEvent.click(button);
    act(() => screen.getByRole('link', { name: 'Start the health check' }).click());
    expect(button.closest('details')!.open).toBe(false);
  });

  it('holds the language switch and the account as well as the links', () => {
    renderHeader({ signedIn: true, name: 'Ada Lovelace' });
    const menu = document.getElementById(MENU_ID)!;
    expect(menu.contains(screen.getByRole('combobox', { name: 'Language' }))).toBe(true);
    expect(menu.contains(screen.getByTestId('header-profile'))).toBe(true);
    expect(screen.getByTestId('header-profile').textContent).toBe('Signed in as Ada Lovelace');
    expect(menu.contains(screen.getByRole('button', { name: 'Sign out' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it.each([
    ['en', 'Team assessments', 'Profile', 'Start the health check'],
    ['da', 'Teamvurderinger', 'Profil', 'Start sundhedstjekket'],
  ] as const)(
    'names Team assessments and Profile when signed in, and only then (%s)',
    async (language, teams, profile, start) => {
      const { platform } = renderHeader();
      await act(async () => platform.language.getState().setLanguage(language));
      const profileRow = {
        id: 'u',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        company: '',
        createdAt: '2026-01-01T00:00:00Z',
      };
      act(() => platform.auth.setState({ isAuthenticated: true, isLoading: false, userProfile: profileRow }));
      const nav = screen.getByRole('navigation', {
        name: language === 'en' ? 'Main navigation' : 'Hovednavigation',
      });
      expect(document.getElementById(MENU_ID)!.contains(nav)).toBe(true);
      expect(within(nav).getByRole('link', { name: teams }).getAttribute('href')).toBe('/team-assessments');
      expect(within(nav).getByRole('link', { name: profile }).getAttribute('href')).toBe('/profile');
      // One wording for starting, the same as the buttons on the pages.
      expect(within(nav).getByRole('link', { name: start }).getAttribute('href')).toBe('/start');

      act(() => platform.auth.setState({ isAuthenticated: false, userProfile: null }));
      expect(within(nav).queryByRole('link', { name: teams })).toBeNull();
      expect(within(nav).queryByRole('link', { name: profile })).toBeNull();
    },
  );

  it('names the product in the brand link, in both languages', async () => {
    const { platform } = renderHeader();
    expect(screen.getByRole('link', { name: 'Architecture Health Check' }).getAttribute('href')).toBe('/');
    await act(async () => platform.language.getState().setLanguage('da'));
    expect(screen.getByTestId('menu-button').getAttribute('aria-label')).toBe('Menu');
    expect(screen.getByRole('navigation', { name: 'Hovednavigation' })).toBeTruthy();
  });
});
