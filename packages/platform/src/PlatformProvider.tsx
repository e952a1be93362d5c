// Puts one platform instance (stores, client, i18n) at the root of a React tree: the shell's, or a
// remote's own when it runs standalone. Radix Themes wraps everything here so every app looks alike.
// The account notice (auth store) is placed by the host (AccountNotice), in the page's flow.
import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { addTranslations } from './i18n/i18n.ts';
import { commonTranslations } from './i18n/common.ts';
import { type Platform, PlatformContext } from './platform-context.ts';

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  addTranslations(platform.i18n, 'common', commonTranslations);
  return (
    <PlatformContext.Provider value={platform}>
      <I18nextProvider i18n={platform.i18n} defaultNS="common">
        <Theme accentColor="indigo" grayColor="slate" radius="medium">
          {children}
        </Theme>
      </I18nextProvider>
    </PlatformContext.Provider>
  );
}
