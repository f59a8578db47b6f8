import { createContext, useContext } from 'react';
import type { TUser } from '@contract/auth';

/** Who is signed in, as `app/auth.tsx`'s AuthProvider keeps it. */
export interface AuthState {
  user: TUser | null;
  /** True until the server has confirmed (or refused) a session when nothing was stored. */
  checking: boolean;
  signIn(user: TUser): void;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The signed-in user; only for screens inside the signed-in shell. */
export function useCurrentUser(): TUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser without a signed-in user');
  return user;
}
