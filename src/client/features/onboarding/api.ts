import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@contract/auth';
import { apiRequest } from '@/lib/api';
import { useAuth, useCurrentUser } from '@/lib/auth-state';

/** Tells the server the tour is finished (true) or wanted again (false); the account's record follows. */
export function useSetOnboardingCompleted() {
  const { id } = useCurrentUser();
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) => apiRequest<TUser>('PUT', `/api/users/${id}/onboarding`, { completed }),
    onSuccess: (user) => {
      queryClient.setQueryData([`/api/users/${id}`], user);
      signIn(user);
    },
  });
}
