import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@contract/auth';
import type { TPreferences } from '@contract/users';
import { useAuth, useCurrentUser } from '@/app/auth';
import { apiRequest } from '@/lib/api';

export type UserField = 'name' | 'email' | 'gender' | 'timeZone' | 'translation';

export function useUpdateUser() {
  const { id } = useCurrentUser();
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Record<UserField, string>>) => apiRequest<TUser>('PUT', `/api/users/${id}`, change),
    onSuccess: (user) => {
      queryClient.setQueryData([`/api/users/${id}`], user);
      signIn(user);
    },
  });
}

export const preferencesKey = (id: number) => [`/api/preferences/${id}`];

export function usePreferences() {
  const { id } = useCurrentUser();
  return useQuery<TPreferences>({ queryKey: preferencesKey(id) });
}

export function useUpdatePreferences() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Pick<TPreferences, 'dailyReminderTime' | 'notificationsEnabled'>>) =>
      apiRequest<TPreferences>('PUT', `/api/preferences/${id}`, { userId: id, ...change }),
    onSuccess: (prefs) => queryClient.setQueryData(preferencesKey(id), prefs),
  });
}

export function useChangePassword() {
  const { id } = useCurrentUser();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest('PUT', `/api/users/${id}/change-password`, body),
  });
}
