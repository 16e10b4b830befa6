import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { logEvent } from '../eventLogHook';
import { ChunkLoadError } from '../pages';
import { ChunkNotice } from './ChunkNotice';
import { newVersionServed } from './version';

// The modal (and the Chakra dialog behind it) loads only when a page has crashed.
const CrashModal = lazy(() => import('./CrashModal'));

interface Props {
  /** Texts come from the caller so the boundary works even when the crash is in a provider below it. */
  title: string;
  message: string;
  chunkMessage: string;
  /** 'A new version of the portal is available…' and its button, for a chunk gone after a deployment. */
  newVersionMessage: string;
  updateNow: string;
  okay: string;
  /** Asks the server whether another build is served now (tests pass their own). */
  isNewVersion?: () => Promise<boolean>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** For a chunk that failed: null while the version file is asked. */
  newVersion: boolean | null;
}

/**
 * A crashing page shows the error modal; okay reloads. A page whose code will not load shows a notice that needs no
 * other chunk: 'a new version is available' when the server serves another build (the old tab's files are gone),
 * otherwise 'Loading chunk failed'. Reloading keeps drafts: they are in storage. The shell keeps working meanwhile.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, newVersion: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logEvent('pageError', { message: error.message, stack: info.componentStack?.slice(0, 500) ?? '' });
    if (error instanceof ChunkLoadError && error.reason === 'failed') {
      void (this.props.isNewVersion ?? newVersionServed)().then((newVersion) => this.setState({ newVersion }));
    }
  }

  override render() {
    const { error, newVersion } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ChunkLoadError) {
      if (error.reason === 'failed' && newVersion === null) return null;
      return newVersion
        ? <ChunkNotice message={this.props.newVersionMessage} action={this.props.updateNow} />
        : <ChunkNotice message={this.props.chunkMessage} action={this.props.okay} />;
    }
    return (
      <Suspense fallback={<p role="alert">{this.props.message}</p>}>
        <CrashModal title={this.props.title} message={this.props.message} okay={this.props.okay} />
      </Suspense>
    );
  }
}
