import { renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from '@ahc/platform/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_MS, PageTransition } from './PageTransition.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.useRealTimers());

function pages() {
  return (
    <PageTransition>
      <Routes>
        <Route path="/" element={<Link to="/about">to about</Link>} />
        <Route path="/about" element={<p>about page</p>} />
      </Routes>
    </PageTransition>
  );
}

describe('PageTransition', () => {
  it('shows the first page of a visit at once, without fading it in: that is no page change', () => {
    renderWithPlatform(pages());
    expect(screen.queryByTestId('page-transition')).toBeNull();
    expect(screen.getByText('to about').closest('.page-fade-in')).toBeNull();
    expect(screen.getByText('to about').closest('.page-hidden')).toBeNull();
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(screen.queryByTestId('page-transition')).toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("shows 'Loading page...' for 500 ms on each page change, then the page, scrolled to the top", () => {
    renderWithPlatform(pages());
    act(() => screen.getByText('to about').click());
    expect(screen.getByTestId('page-transition').textContent).toContain('Loading page...');
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS - 1));
    expect(screen.getByTestId('page-transition')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('page-transition')).toBeNull();
    expect(screen.getByText('about page').closest('.page-fade-in')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
