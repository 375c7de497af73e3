import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage.js';

export interface RouteErrorBoundaryProps {
  readonly children: ReactNode;
}

/**
 * Shows RouteErrorPage in place of a route that throws while rendering, until the location changes. The app's
 * router is the declarative one (no data router, whose errorElement this replaces: a third of its bytes).
 */
export function RouteErrorBoundary({ children }: RouteErrorBoundaryProps) {
  const location = useLocation();
  return <ErrorCatcher resetKey={`${location.pathname}${location.search}${location.hash}`}>{children}</ErrorCatcher>;
}

interface ErrorCatcherProps {
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface ErrorCatcherState {
  readonly error: { readonly value: unknown } | null;
  readonly resetKey: string;
}

// Error boundaries are class components only; this one keeps what was thrown and forgets it on navigation.
class ErrorCatcher extends Component<ErrorCatcherProps, ErrorCatcherState> {
  override state: ErrorCatcherState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(value: unknown): Partial<ErrorCatcherState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: ErrorCatcherProps, state: ErrorCatcherState): Partial<ErrorCatcherState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error.value} /> : this.props.children;
  }
}
