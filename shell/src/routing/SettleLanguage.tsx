// Once the first page is on screen (hydrated, when the host rendered it), the language the visitor
// chose takes over from the one the page was rendered in: an explicit ?lang= in the address (the
// hreflang alternates link there), else the stored choice (the language store's settle()). Rendered
// after the page, inside its Suspense boundary, so nothing still waiting to hydrate sees the change.
import { isLanguage, usePlatform } from '@ahc/platform';
import { useEffect } from 'react';

export function SettleLanguage() {
  const { language } = usePlatform();
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('lang');
    // An address that asks for a language is a choice, kept like one made in the header.
    if (isLanguage(asked)) language.getState().setLanguage(asked);
    else language.settle();
  }, [language]);
  return null;
}
