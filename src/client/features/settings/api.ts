import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@contract/auth';
import type { TPreferences } from '@contract/users';
import { useAuth, useCurrentUser } from '@/lib/auth-state';
import { apiGet, apiRequest } from '@/lib/api';
import { deviceSubscription, disablePushOnDevice, enablePushOnDevice, pushSupported } from '@/lib/push';

export type UserField = 'name' | 'email' | 'gender' | 'timeZone' | 'translation';

export function useUpdateUser() {
  const { id } = useCurrentUser();
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    // A new email travels with the current password (`currentPassword`).
    mutationFn: (change: Partial<Record<UserField | 'currentPassword', string>>) => apiRequest<TUser>('PUT', `/api/users/${id}`, change),
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
    mutationFn: (
      change: Partial<Pick<TPreferences, 'dailyReminderTime' | 'notificationsEnabled' | 'theme' | 'textSize' | 'reminderEmail'>>,
    ) => apiRequest<TPreferences>('PUT', `/api/preferences/${id}`, { userId: id, ...change }),
    onSuccess: (prefs) => queryClient.setQueryData(preferencesKey(id), prefs),
  });
}

export function useChangePassword() {
  const { id } = useCurrentUser();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest('PUT', `/api/users/${id}/change-password`, body),
  });
}

/** Whether reminders come to this device by push (and whether they can). */
export function usePushOnDevice() {
  const { id } = useCurrentUser();
  return useQuery({
    queryKey: ['push-device', id],
    queryFn: async () => {
      const subscription = pushSupported() ? await deviceSubscription() : null;
      if (!subscription) return { supported: pushSupported(), on: false, devices: 0 };
      const state = await apiGet<{ devices: number; thisDevice: boolean }>(
        `/api/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      );
      return { supported: true, on: state.thisDevice, devices: state.devices };
    },
  });
}

export function useSetPushOnDevice() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? enablePushOnDevice() : disablePushOnDevice()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['push-device', id] }),
  });
}
