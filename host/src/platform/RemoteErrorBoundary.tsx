import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '../ui/RemoteUnavailable';
import { logger } from '@iprism/shared/logger';

interface Props {
  remote: string;
  resetKey: number;
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: number;
}

/** One boundary per remote page: a render or load failure of a remote never blanks the shell. */
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
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
