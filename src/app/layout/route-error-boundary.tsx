import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorNotice } from './error-notice';

/**
 * One per route: a crash in a page shows a localized message and a way back, never a blank
 * page. `resetKey` (the URL) clears the error when the visitor navigates elsewhere.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null; resetKey: string }
> {
  override state: { error: Error | null; resetKey: string } = {
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: Error | null; resetKey: string },
  ) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorNotice onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
