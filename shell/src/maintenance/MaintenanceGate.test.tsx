import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceGate } from './MaintenanceGate.tsx';

function renderGate(state: {
  isInMaintenance: boolean;
  status: 'unknown' | 'known' | 'unreadable';
  message?: string;
}) {
  const platform = createTestPlatform();
  platform.maintenance.stop();
  platform.maintenance.setState({ message: '', ...state });
  return renderWithPlatform(
    <MaintenanceGate>
      <p>the page</p>
    </MaintenanceGate>,
    { platform },
  );
}

describe('MaintenanceGate', () => {
  it('shows the spinner, not the maintenance page, until the flag has been read', () => {
    renderGate({ isInMaintenance: true, status: 'unknown' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it('shows the maintenance page with the operator message while maintenance is on', () => {
    renderGate({ isInMaintenance: true, status: 'known', message: 'Back at noon' });
    expect(screen.getByTestId('maintenance-page').textContent).toContain('Back at noon');
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('fails closed when the flag can never be read', () => {
    renderGate({ isInMaintenance: true, status: 'unreadable' });
    expect(screen.getByTestId('maintenance-page')).toBeTruthy();
  });

  it('shows the page when maintenance is off, and follows later changes', () => {
    const { platform } = renderGate({ isInMaintenance: false, status: 'known' });
    expect(screen.getByText('the page')).toBeTruthy();
    act(() => platform.maintenance.setState({ isInMaintenance: true }));
    expect(screen.getByTestId('maintenance-page')).toBeTruthy();
  });
});
