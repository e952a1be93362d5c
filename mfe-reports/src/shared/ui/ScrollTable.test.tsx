import { renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable } from './ScrollTable.tsx';

function table() {
  return (
    <ScrollTable label="Scores per report" caption="Scores per report, out of 100" testId="t">
      <tbody>
        <tr>
          <th scope="row">22 Nov 2026, 14:05</th>
          <td>55</td>
        </tr>
      </tbody>
    </ScrollTable>
  );
}

describe('<ScrollTable>', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a plain captioned table in a labelled frame that is no tab stop while it fits', () => {
    renderWithPlatform(table());
    const region = screen.getByRole('region', { name: 'Scores per report' });
    expect(region.querySelector('table caption')!.textContent).toBe('Scores per report, out of 100');
    expect(region.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByText('Scroll sideways to see every column.')).toBeNull();
  });

  it('says it scrolls, and takes the focus, when the table is wider than its frame', () => {
    let notify: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    renderWithPlatform(table());
    act(() => notify());
    expect(screen.getByRole('region', { name: 'Scores per report' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText('Scroll sideways to see every column.')).toBeTruthy();
  });
});
