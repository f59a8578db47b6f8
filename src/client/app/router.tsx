import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useAuth } from './auth';
import { LampMark } from './brand';
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

export const appRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: publicRoutes, HydrateFallback: Splash },
  { path: '/auth', element: <AuthRoute /> },
  { path: '/login', element: <AuthRoute /> },
  { path: '/', element: <RequireUser />, children: shellRoutes, HydrateFallback: Splash },
];
