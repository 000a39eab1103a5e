import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, RemoteUnavailableScreen } from '../ui/error-screens';
import { logger } from '@iprism/shared/logger';

interface Props {
  remote: string;
  resetKey: number;
  onRetry: () => Promise<void>;
  /** Whether the page's module had loaded: then a failure is the page's own crash, not an unavailable remote. */
  loaded: () => boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: number;
}

/**
 * One boundary per remote page, so a failure never blanks the shell: a remote that fails to load offers a retry,
 * a page that loaded and then crashed while rendering shows the error page (500) inside the layout.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('federation', `Remote ${this.props.remote} failed`, { message: error.message, stack: info.componentStack });
  }

  override render() {
    const { error } = this.state;
    if (error && this.props.loaded()) return <ErrorScreen error={{ statusCode: 500, message: error.message, fatal: false }} />;
    if (error) return <RemoteUnavailableScreen remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
