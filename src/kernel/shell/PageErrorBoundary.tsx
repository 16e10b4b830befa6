import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Modal } from '../../ui';
import { logEvent } from '../eventLogHook';
import { ChunkLoadError } from '../pages';

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
    return (
      <Modal
        open
        role="alertdialog"
        title={this.props.title}
        footer={<Button colorPalette="brand" onClick={() => window.location.reload()}>{this.props.okay}</Button>}
      >
        {error instanceof ChunkLoadError ? this.props.chunkMessage : this.props.message}
      </Modal>
    );
  }
}
