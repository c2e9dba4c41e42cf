import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The error view (Alert and its icons) loads only when something failed, not with the first page.
const ErrorView = lazy(async () => ({ default: (await import('./error-view.js')).ErrorView }));

interface State {
  error?: Error;
}

/** Shows what went wrong instead of a blank page; "Back to start" reloads at `/`. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Demo crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorView message={this.state.error.message} />
      </Suspense>
    );
  }
}
