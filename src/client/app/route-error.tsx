import { RefreshCw, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorNotice } from '@/components/error-notice';
import { Button } from '@/components/ui/button';
import { isChunkLoadError, reportClientError } from '@/lib/client-errors';
import { isReloadingForUpdate, reloadForUpdateOnce } from '@/lib/update-recovery';

/**
 * What a route shows when its screen failed to load or to render. A screen whose code is gone (a release
 * happened while the tab was open) reloads once by itself; if that didn't help, it says so and offers Reload.
 */
export function RouteError() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (stale && (isReloadingForUpdate() || reloadForUpdateOnce())) return;
    reportClientError(stale ? 'chunk' : 'route', error);
  }, [error, stale]);

  // The same address again: the router loads the screen afresh.
  const retry = () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  const reload = () => window.location.reload();

  if (stale) {
    return (
      <ErrorNotice
        icon={<Sparkles className="size-12 text-accent" aria-hidden />}
        title="Lamplight was updated"
        actions={
          <>
            <Button onClick={reload}>
              <RefreshCw aria-hidden /> Reload
            </Button>
            <Button variant="outline" onClick={retry}>
              Retry
            </Button>
          </>
        }
      >
        A newer version of Lamplight is ready. Reload the page to keep going: everything you saved is safe.
      </ErrorNotice>
    );
  }
  return (
    <ErrorNotice
      icon={<RefreshCw className="size-12 text-accent" aria-hidden />}
      title="This screen couldn't be shown"
      actions={
        <>
          <Button onClick={retry}>Retry</Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to Dashboard</Link>
          </Button>
        </>
      }
    >
      Something went wrong on our side. Everything you saved is safe. Try again, or go back to the Dashboard.
    </ErrorNotice>
  );
}
