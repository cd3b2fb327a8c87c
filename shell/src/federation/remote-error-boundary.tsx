// Error boundary around every remote route: a remote that is down (or throws while rendering) shows
// the Turkish error panel with 'Tekrar Dene'; the rest of the portal keeps working. A remote built
// against shared code this shell does not provide is refused by the federation runtime (strict
// shared versions): the panel then says so and offers a reload, since retrying cannot help.
import { ErrorPanel } from '@portal/ui/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const REMOTE_ERROR_TITLE = 'Bu bölüm şu anda yüklenemedi.';
export const REMOTE_ERROR_MESSAGE = 'Lütfen bağlantınızı kontrol edip tekrar deneyin. Portalın diğer bölümleri çalışmaya devam ediyor.';
export const REMOTE_INCOMPATIBLE_MESSAGE = 'Bu modül, portalın bu sürümüyle uyumlu değil; sayfayı yenileyin.';
export const RELOAD_LABEL = 'Sayfayı Yenile';

/** The federation runtime's refusal of a shared singleton whose version the remote does not accept. */
export function isIncompatibleShared(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /of shared singleton module .* does not satisfy the requirement/.test(message);
}

export interface RemoteErrorBoundaryProps {
  remote: string;
  /** When it changes (navigation) a shown error is cleared and the content rendered again. */
  resetKey: string;
  /** Called before a retry or a reset: forget the failed load so it is attempted again. */
  onReset: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      if (state.error) props.onReset();
      return { error: null, resetKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[portal] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error && isIncompatibleShared(this.state.error)) {
      return (
        <ErrorPanel
          data-testid="remote-error"
          data-remote={this.props.remote}
          data-reason="incompatible"
          title={REMOTE_ERROR_TITLE}
          message={REMOTE_INCOMPATIBLE_MESSAGE}
          onRetry={() => window.location.reload()}
          retryLabel={RELOAD_LABEL}
          maxW="3xl"
          mx="auto"
          px="4"
        />
      );
    }
    if (this.state.error) {
      return (
        <ErrorPanel
          data-testid="remote-error"
          data-remote={this.props.remote}
          title={REMOTE_ERROR_TITLE}
          message={REMOTE_ERROR_MESSAGE}
          onRetry={this.retry}
          retryLabel="Tekrar Dene"
          maxW="3xl"
          mx="auto"
          px="4"
        />
      );
    }
    return this.props.children;
  }
}
