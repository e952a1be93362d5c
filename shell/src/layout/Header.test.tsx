import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header.tsx';

describe('Header', () => {
  it.each(['Sign in', 'Create account'])("starts loading Supabase's client when a visitor points at or tabs to '%s'", (name) => {
    const platform = createTestPlatform();
    const get = vi.fn(() => Promise.resolve(platform.supabaseClient));
    renderWithPlatform(<Header />, { platform: { ...platform, supabase: { ...platform.supabase, get } } });
    expect(get).not.toHaveBeenCalled();

    const link = screen.getByRole('link', { name });
    fireEvent.pointerEnter(link);
    expect(get).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps working when the client cannot be loaded (the page tries again)', async () => {
    const platform = createTestPlatform();
    const get = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    renderWithPlatform(<Header />, { platform: { ...platform, supabase: { ...platform.supabase, get } } });
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Sign in' }));
    await Promise.resolve();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
