import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmInPlace } from './ConfirmInPlace.tsx';

const texts = {
  label: 'Remove',
  title: 'Remove Ann?',
  text: 'Ann can no longer see the team.',
  confirm: 'Yes, remove',
  cancel: 'Cancel',
};

describe('ConfirmInPlace', () => {
  it('asks first, acts on the second press, and moves the focus to where the next key goes', () => {
    const onConfirm = vi.fn();
    render(<ConfirmInPlace {...texts} onConfirm={onConfirm} />);
    act(() => screen.getByRole('button', { name: 'Remove' }).click());
    expect(screen.getByRole('group', { name: 'Remove Ann?' }).hasAttribute('data-confirm-in-place')).toBe(
      true,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('goes back to the first button on Cancel, having done nothing', () => {
    const onConfirm = vi.fn();
    render(<ConfirmInPlace {...texts} accessibleLabel="Remove Ann" onConfirm={onConfirm} />);
    act(() => screen.getByRole('button', { name: 'Remove Ann' }).click());
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Ann' }));
  });
});
