import '@/lib/effect-timing';
import '@/lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { registerServiceWorker } from '@/lib/app-update';
import { captureInstallPrompt } from '@/lib/install-app';
import { createQueryClient } from '@/lib/query-client';
import { recoverFromStaleAssets } from '@/lib/update-recovery';
import { AuthProvider } from './app/auth';
import { AppErrorBoundary } from './app/error-boundary';
import { appRoutes } from './app/router';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
recoverFromStaleAssets(() => {
  const next = router.state.navigation.location;
  return next && `${next.pathname}${next.search}${next.hash}`;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
