import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAppTranslation } from '../i18n/i18n.ts';
import { createTestPlatform, renderWithPlatform } from '../testing/index.tsx';
import { usePageTitle } from './page-title.ts';

function Titled({ title, level }: { title: string; level?: 'route' | 'page' }) {
  usePageTitle(title, { level });
  return null;
}

function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Titled title="Reports" level="route" />
      {shown && <Titled title="Q3 review" />}
      <button onClick={() => setShown(false)}>hide</button>
    </>
  );
}

describe('usePageTitle', () => {
  it('titles the tab "<page> – <product>"', () => {
    renderWithPlatform(<Titled title="About" />);
    expect(document.title).toBe('About – Architecture Health Check');
  });

  it("puts a page's own title over its route's, and the route's back when the page goes", () => {
    renderWithPlatform(<Toggle />);
    expect(document.title).toBe('Q3 review – Architecture Health Check');
    act(() => screen.getByText('hide').click());
    expect(document.title).toBe('Reports – Architecture Health Check');
  });

  it('follows a change of language', async () => {
    function Translated() {
      const { t } = useAppTranslation('title-test', { en: { home: 'Home' }, da: { home: 'Forside' } });
      usePageTitle(t('home'));
      return null;
    }
    const platform = createTestPlatform();
    renderWithPlatform(<Translated />, { platform });
    expect(document.title).toBe('Home – Architecture Health Check');
    await act(async () => platform.language.getState().setLanguage('da'));
    expect(document.title).toBe('Forside – Architecture Health Check');
  });

  it('leaves the product name when no page asks for a title', () => {
    const { unmount } = renderWithPlatform(<Titled title="Profile" />);
    unmount();
    expect(document.title).toBe('Architecture Health Check');
  });
});
