import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LampMark } from '@/components/brand';
import { clearErrorToasts } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth-state';
import { RouteError } from './route-error';
import { publicRoutes, shellRoutes } from './routes';

// The shell and the auth screen are separate chunks: a signed-out visitor never loads the shell.
const Shell = lazy(() => import('./shell').then((m) => ({ default: m.Shell })));
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));

function Splash() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-label="Loading Lamplight">
      <LampMark className="size-14 animate-pulse" />
    </div>
  );
}

/** Signed out, every shell path shows the auth screen (the address stays, so sign-in lands there). */
function RequireUser() {
  const { user, checking } = useAuth();
  // Keyed by the user: when another tab switches accounts, every screen starts afresh on the new one's data.
  if (user)
    return (
      <Suspense fallback={<Splash />}>
        <Shell key={user.id} />
      </Suspense>
    );
  if (checking) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      <AuthPage />
    </Suspense>
  );
}

/** /auth and /login: the auth screen, or home once signed in. */
function AuthRoute() {
  const { user, checking } = useAuth();
  if (user) return <Navigate to="/" replace />;
  if (checking) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      <AuthPage />
    </Suspense>
  );
}

function PublicLayout() {
  return (
    <Suspense fallback={<Splash />}>
      <Outlet />
    </Suspense>
  );
}

/** Every page: another screen is another context, so a failure notice about the last one closes. */
function Root() {
  const { pathname } = useLocation();
  useEffect(() => clearErrorToasts(), [pathname]);
  return <Outlet />;
}

// A screen that fails to load or render shows RouteError: inside the shell (header and tabs stay) for the
// signed-in screens, on its own for the others.
export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: Splash,
    errorElement: <RouteError />,
    children: [
      { element: <PublicLayout />, children: publicRoutes, errorElement: <RouteError /> },
      { path: '/auth', element: <AuthRoute />, errorElement: <RouteError /> },
      { path: '/login', element: <AuthRoute />, errorElement: <RouteError /> },
      {
        path: '/',
        element: <RequireUser />,
        children: [{ errorElement: <RouteError />, children: shellRoutes }],
        errorElement: <RouteError />,
      },
    ],
  },
];
