// Catches a remote's failure (load or render) and shows the in-place panel instead of letting React
// unmount the whole shell; onFailure hears of each failure (the release registry's health reports).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@ahc/platform';
import { RemoteErrorPanel } from './RemoteErrorPanel.tsx';

type Props = { remote: RemoteName; onRetry(): void; onFailure?(error: Error): void; children: ReactNode };
type State = { error: Error | null };

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.remote} remote failed`, error, info.componentStack);
    this.props.onFailure?.(error);
  }

  override render() {
    if (this.state.error) return <RemoteErrorPanel remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
