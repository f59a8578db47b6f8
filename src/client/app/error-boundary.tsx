import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LampMark } from '@/components/brand';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { isChunkLoadError, reportClientError } from '@/lib/client-errors';

/**
 * The last line: an error no screen caught shows a calm page with a way back instead of a blank one, and is
 * reported to the server (without anything anyone wrote).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportClientError(isChunkLoadError(error) ? 'chunk' : 'render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="grid min-h-dvh place-items-center">
        <ErrorNotice
          icon={<LampMark className="size-14" />}
          title="Something went wrong"
          actions={
            <>
              <Button onClick={() => window.location.reload()}>Reload</Button>
              <Button variant="outline" asChild>
                {/* A full page load: the app's own navigation is what failed. */}
                <a href="/">Back to Dashboard</a>
              </Button>
            </>
          }
        >
          Lamplight ran into a problem and couldn't show this page. Everything you saved is safe.
        </ErrorNotice>
      </main>
    );
  }
}
