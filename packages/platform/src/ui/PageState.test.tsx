import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform } from '../testing/index.tsx';
import { PageState } from './PageState.tsx';

describe('PageState', () => {
  it("announces a problem under the page's h1, with the common retry and the page's ways on", () => {
    const onRetry = vi.fn();
    renderWithPlatform(
      <PageState
        title="Report unavailable"
        text="It could not be loaded."
        tone="failed"
        onRetry={onRetry}
        testId="x"
      >
        <a href="/dashboard">Back</a>
      </PageState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Report unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('It could not be loaded.');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('says a plain state as a status, and offers no retry when none is given', () => {
    renderWithPlatform(<PageState title="Answered" text="Your answers are in." tone="info" testId="x" />);
    expect(screen.getByRole('status').textContent).toBe('Your answers are in.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
