import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Last line of defence around the providers (an error outside the router's own boundaries): the same
 * fallback error screen, whose 'Go Back' does a full load of / since the router itself may be broken.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    console.error('[app] Unhandled error', error, info.componentStack);
  }

  private readonly goHome = () => {
    this.setState({ error: null, failed: false });
    window.location.assign('/');
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorScreen error={this.state.error} onGoBack={this.goHome} />;
  }
}
