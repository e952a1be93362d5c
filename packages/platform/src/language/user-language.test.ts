import type { User } from '@supabase/supabase-js';
import { createStore } from 'zustand/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { AuthStore } from '../auth/auth-store.ts';
import type { SupabaseClient } from '../supabase/client.ts';
import { readySupabaseLoader } from '../supabase/supabase-loader.ts';
import type { Language, LanguageStore } from './language-store.ts';
import { followUserLanguage } from './user-language.ts';

function setup(language: Language = 'en') {
  const updateUser = vi.fn(async () => ({ data: {}, error: null }));
  const client = { auth: { updateUser } } as unknown as SupabaseClient;
  const auth = createStore(() => ({
    isAuthenticated: false,
    currentUser: null as User | null,
  })) as unknown as AuthStore;
  const languages = createStore<{ language: Language; setLanguage(l: Language): void }>()((set) => ({
    language,
    setLanguage: (l) => set({ language: l }),
  })) as LanguageStore;
  const stop = followUserLanguage(auth, languages, readySupabaseLoader(client));
  const signIn = (metadata: Record<string, unknown>) =>
    auth.setState({
      isAuthenticated: true,
      currentUser: { id: 'u1', user_metadata: metadata } as unknown as User,
    });
  return { updateUser, auth, languages, stop, signIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('followUserLanguage', () => {
  it('sends nothing while nobody is signed in', async () => {
    const { updateUser, languages } = setup();
    languages.getState().setLanguage('da');
    await settle();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('a signed-in person who switches language switches the language of their e-mails', async () => {
    const { updateUser, languages, signIn } = setup();
    signIn({ name: 'Ada', language: 'en' });
    await settle();
    expect(updateUser).not.toHaveBeenCalled();
    languages.getState().setLanguage('da');
    await settle();
    expect(updateUser).toHaveBeenCalledWith({ data: { language: 'da' } });
  });

  it('gives an account without a language the one it is used in, once, and leaves a chosen one alone', async () => {
    const { updateUser, signIn, auth } = setup('da');
    signIn({ name: 'Ada' });
    signIn({ name: 'Ada' });
    await settle();
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledWith({ data: { language: 'da' } });

    updateUser.mockClear();
    auth.setState({ isAuthenticated: false, currentUser: null });
    signIn({ name: 'Ada', language: 'en' });
    await settle();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('stops following when asked', async () => {
    const { updateUser, languages, signIn, stop } = setup();
    signIn({ language: 'en' });
    stop();
    languages.getState().setLanguage('da');
    await settle();
    expect(updateUser).not.toHaveBeenCalled();
  });
});
