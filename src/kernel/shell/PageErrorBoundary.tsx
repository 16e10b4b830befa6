import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { logEvent } from '../eventLogHook';
import { ChunkLoadError } from '../pages';

// The modal (and the Chakra dialog behind it) loads only when a page has crashed.
const CrashModal = lazy(() => import('./CrashModal'));

interface Props {
  /** Texts come from the caller so the boundary works even when the crash is in a provider below it. */
  title: string;
  message: string;
  chunkMessage: string;
  okay: string;
  children: ReactNode;
}

/** A crashing page shows the error modal; okay reloads. The shell around it keeps working meanwhile. */
export class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logEvent('pageError', { message: error.message, stack: info.componentStack?.slice(0, 500) ?? '' });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof ChunkLoadError ? this.props.chunkMessage : this.props.message;
    return (
      <Suspense fallback={<p role="alert">{message}</p>}>
        <CrashModal title={this.props.title} message={message} okay={this.props.okay} />
      </Suspense>
    );
  }
}
