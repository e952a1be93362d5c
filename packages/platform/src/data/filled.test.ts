import { describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error.ts';
import { filled } from './filled.ts';

type Link = { id: string | null; label: string | null; expires_at: string | null };

describe('filled: the one check on a typed rpc answer', () => {
  it('returns the answer when only the fields that may be null are', () => {
    const link: Link = { id: 'l1', label: null, expires_at: null };
    const checked = filled(link, ['label', 'expires_at'], 'revoke_share_link');
    expect(checked).toBe(link);
    // The promise is in the type: id is a string now.
    const id: string = checked.id;
    expect(id).toBe('l1');
  });

  it('refuses an answer with a promised field null, naming the call and the field', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const link: Link = { id: null, label: 'Board', expires_at: null };
    const refusal = (() => {
      try {
        filled(link, ['expires_at'], 'revoke_share_link');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).kind).toBe('unknown');
    expect(((refusal as AppError).cause as Error).message).toBe('revoke_share_link answered without id');
    expect(() => filled(null, [], 'revoke_share_link')).toThrow(AppError);
  });
});
