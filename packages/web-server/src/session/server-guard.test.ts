// The shell's access rules as the host applies them before it sends a page (server-guard.ts).
import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { RouteRemote } from '../first-load/route-remotes.ts';
import { guardDocument } from './server-guard.ts';

const signedIn = { user: { id: 'u1' } as User, secondFactorRequired: false };
const owingCode = { user: { id: 'u1' } as User, secondFactorRequired: true };
const at = (path: string) => new URL(path, 'http://host.invalid');
const route = (access: RouteRemote['access'], firstRender?: RouteRemote['firstRender']) => ({
  access,
  ...(firstRender ? { firstRender } : {}),
});
const guard = (
  r: ReturnType<typeof route>,
  viewer: Parameters<typeof guardDocument>[0]['viewer'],
  path: string,
  inMaintenance = false,
) => guardDocument({ route: r, viewer, url: at(path), inMaintenance });

describe('guardDocument', () => {
  it('sends a signed-in page without a session to /login, keeping the path and query', () => {
    expect(guard(route('signedIn', 'viewer'), null, '/reports/r1?tab=plan')).toEqual({
      redirect: `/login?next=${encodeURIComponent('/reports/r1?tab=plan')}`,
    });
    expect(guard(route('signedIn'), null, '/team-assessments')).toEqual({
      redirect: '/login?next=%2Fteam-assessments',
    });
  });

  it("renders a signed-in page for its reader when it is one of theirs, else the frame, and the code step's page too", () => {
    expect(guard(route('signedIn', 'viewer'), signedIn, '/dashboard')).toEqual({ render: 'viewer' });
    expect(guard(route('signedIn', 'viewer'), owingCode, '/dashboard')).toEqual({ render: 'viewer' });
    expect(guard(route('signedIn'), signedIn, '/team-assessments')).toEqual({ render: 'anyone' });
  });

  it('leaves a page to the browser when the session could not be told', () => {
    expect(guard(route('signedIn', 'viewer'), 'unknown', '/dashboard')).toEqual({ render: 'browser' });
    expect(guard(route('signedOut', 'page'), 'unknown', '/login')).toEqual({ render: 'anyone' });
  });

  it('sends a signed-in person on from the sign-in pages, to ?next= when it is a path here, else /dashboard', () => {
    expect(guard(route('signedOut', 'page'), signedIn, '/login')).toEqual({ redirect: '/dashboard' });
    expect(guard(route('signedOut', 'page'), signedIn, '/register?next=%2Freports')).toEqual({
      redirect: '/reports',
    });
    for (const next of ['https://evil.example', '//evil.example', '/\\evil'])
      expect(guard(route('signedOut', 'page'), signedIn, `/login?next=${encodeURIComponent(next)}`)).toEqual({
        redirect: '/dashboard',
      });
  });

  it('keeps the sign-in pages for a session that still owes its code, and for nobody', () => {
    expect(guard(route('signedOut', 'page'), owingCode, '/login')).toEqual({ render: 'anyone' });
    expect(guard(route('signedOut', 'page'), null, '/login')).toEqual({ render: 'anyone' });
  });

  it('renders a link page with its token, an open page for anyone, whoever asks', () => {
    expect(guard(route('open', 'link'), null, '/shared/t')).toEqual({ render: 'link' });
    expect(guard(route('open', 'page'), signedIn, '/')).toEqual({ render: 'anyone' });
  });

  it('applies no rule in maintenance: the maintenance page stands above the guards', () => {
    expect(guard(route('signedIn', 'viewer'), null, '/dashboard', true)).toEqual({ render: 'anyone' });
    expect(guard(route('signedOut', 'page'), signedIn, '/login', true)).toEqual({ render: 'anyone' });
  });
});
