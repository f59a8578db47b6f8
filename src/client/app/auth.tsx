import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TSession, TUser } from '@contract/auth';
import { dismissToast } from '@/components/ui/toast';
import { apiGet, apiRequest, onUnauthorized } from '@/lib/api';
import { AuthContext, useAuth, useCurrentUser } from '@/lib/auth-state';
import { setAccountTimeZone } from '@/lib/dates';
import { clearPersonalCaches } from '@/lib/online';
import { disablePushOnDevice } from '@/lib/push';

const STORAGE_KEY = 'currentUser';

function readStoredUser(): TUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as TUser;
    return typeof user?.id === 'number' ? user : null;
  } catch {
    // A stored user that doesn't parse is cleared silently.
    localStorage.removeItem(STORAGE_KEY);
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TUser | null>(readStoredUser);
  const [checking, setChecking] = useState(() => readStoredUser() === null);
  // Before anything below renders a date: every date and "today" on screen is in the account's zone.
  setAccountTimeZone(user?.timeZone);

  // The id whose screens were last shown (updated after each render): whose data the cache may hold.
  const shownId = useRef(user?.id ?? null);

  // Only a signed-in user's reads need clearing. Clearing also cancels reads in flight, and a signed-out
  // page's own reads (a shared verse, the motto) would then never finish.
  const forget = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
    setUser(null);
    if (shownId.current !== null) queryClient.clear();
    void clearPersonalCaches();
  }, [queryClient]);

  const signIn = useCallback((u: TUser) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(u));
    setUser(u);
  }, []);

  const signOut = useCallback(async () => {
    try {
      // Reminders for this person stop coming to a device they signed out of.
      await disablePushOnDevice();
    } catch {
      /* offline: the push service or the next sign-in sorts it out */
    }
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      /* signed out locally either way */
    }
    forget();
  }, [forget]);

  // The stored user is only a hint: the server's session decides, once at start-up. A visitor is an answer
  // (`user: null`), not an error, so a signed-out page logs nothing.
  useEffect(() => {
    let cancelled = false;
    apiGet<TSession>('/api/auth/session')
      .then(({ user: u }) => {
        if (cancelled) return;
        if (u) signIn(u);
        else forget();
      })
      .catch(() => {
        /* offline or a server fault: keep the stored hint, reads will tell */
      })
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, [signIn, forget]);

  useEffect(() => onUnauthorized(forget), [forget]);

  // A toast left from before (a failed sign-in, the last account's notice) is not about this person.
  useEffect(() => {
    const id = user?.id ?? null;
    if (id !== null && id !== shownId.current) dismissToast();
    shownId.current = id;
  }, [user?.id]);

  // Another tab of this browser signed out or in as someone else: the session cookie is shared, so follow it.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea !== localStorage || (e.key !== STORAGE_KEY && e.key !== null)) return;
      const next = readStoredUser();
      if (shownId.current !== null && next?.id !== shownId.current) {
        queryClient.clear();
        void clearPersonalCaches();
      }
      setUser(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const value = useMemo(() => ({ user, checking, signIn, signOut }), [user, checking, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The user's record from the server, fresh for 5 minutes. */
export function useUserRecord() {
  const { id } = useCurrentUser();
  const { signIn } = useAuth();
  const query = useQuery<TUser>({ queryKey: [`/api/users/${id}`], staleTime: 5 * 60 * 1000 });
  useEffect(() => {
    if (query.data) signIn(query.data);
  }, [query.data, signIn]);
  return query;
}
