import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** When it changes (another address), the children are tried again after an error. */
  resetKey?: string;
}
interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Shows the error page for what its children throw while rendering: the pages (inside the
 * router, reset by address) and, around the router, the router and providers themselves.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro não tratado na aplicação', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
