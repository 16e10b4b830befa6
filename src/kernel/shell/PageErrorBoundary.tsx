import { Component, lazy, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { logEvent } from '../eventLogHook';
import { useOnline } from '../network/hooks';
import { ChunkLoadError, forgetFailedPages } from '../pages';
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
  /**
   * What stands in for a page whose code did not arrive while the portal is offline (the shell's offline notice);
   * the page is asked for again once the network is back. Without it, the chunk notice says so either way.
   */
  offline?: ReactNode;
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
 * otherwise 'Loading chunk failed'; while the portal is offline, `offline` instead, and the page opens by itself once
 * the network is back. Reloading keeps drafts: they are in storage. The shell keeps working meanwhile.
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

  /** The page is drawn again, its code asked for again. */
  private readonly retry = () => {
    forgetFailedPages();
    this.setState({ error: null, newVersion: null });
  };

  override render() {
    const { error, newVersion } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ChunkLoadError) {
      const notice = error.reason === 'failed' && newVersion === null
        ? null
        : newVersion
          ? <ChunkNotice message={this.props.newVersionMessage} action={this.props.updateNow} />
          : <ChunkNotice message={this.props.chunkMessage} action={this.props.okay} />;
      if (this.props.offline === undefined) return notice;
      return <UnlessOffline offline={this.props.offline} onBackOnline={this.retry}>{notice}</UnlessOffline>;
    }
    return (
      <Suspense fallback={<p role="alert">{this.props.message}</p>}>
        <CrashModal title={this.props.title} message={this.props.message} okay={this.props.okay} />
      </Suspense>
    );
  }
}

/**
 * `offline` while the portal is offline, `children` while it is online; back online after having been offline (the
 * page's code failed because the network had gone, even if the portal learnt it a moment later), `onBackOnline`.
 */
function UnlessOffline({ offline, onBackOnline, children }: { offline: ReactNode; onBackOnline: () => void; children: ReactNode }) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) onBackOnline();
  }, [online, onBackOnline]);
  return <>{online ? children : offline}</>;
}
