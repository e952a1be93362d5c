// The Auth service writes its e-mails (confirmation, sign-in link, recovery, e-mail change) in the
// language kept in the user's metadata (`user_metadata.language`; the templates branch on
// .Data.language). Sign-up sends it; from then on this keeps it in step: a signed-in person who switches
// language switches their e-mails too, and an account that has none yet (made before it was kept, or by
// Google or Apple) gets the language it is used in when it signs in.
import type { AuthStore } from '../auth/auth-store.ts';
import type { SupabaseLoader } from '../supabase/supabase-loader.ts';
import { type Language, type LanguageStore, isLanguage } from './language-store.ts';

export function followUserLanguage(
  auth: AuthStore,
  language: LanguageStore,
  supabase: SupabaseLoader,
): () => void {
  let sending: string | null = null;

  function send(userId: string, wanted: Language) {
    const key = `${userId}:${wanted}`;
    if (sending === key) return;
    sending = key;
    // Later, never inside supabase-js's own auth callback (which is where store changes come from).
    setTimeout(() => {
      supabase
        .get()
        .then((client) => client.auth.updateUser({ data: { language: wanted } }))
        .then(({ error }) => {
          if (error) console.warn('Could not keep the language of your e-mails', error);
        })
        .catch((error: unknown) => console.warn('Could not keep the language of your e-mails', error))
        .finally(() => {
          if (sending === key) sending = null;
        });
    }, 0);
  }

  function kept(): { userId: string; stored: unknown } | null {
    const { isAuthenticated, currentUser } = auth.getState();
    if (!isAuthenticated || !currentUser) return null;
    return {
      userId: currentUser.id,
      stored: (currentUser.user_metadata as Record<string, unknown> | undefined)?.language,
    };
  }

  const stopLanguage = language.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    const user = kept();
    if (user && user.stored !== state.language) send(user.userId, state.language);
  });

  let signedInAs: string | null = null;
  const stopAuth = auth.subscribe(() => {
    const user = kept();
    const id = user?.userId ?? null;
    if (id === signedInAs) return;
    signedInAs = id;
    if (user && !isLanguage(user.stored)) send(user.userId, language.getState().language);
  });

  return () => {
    stopLanguage();
    stopAuth();
  };
}
