import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMarkDayResult, TMyPlan, TPlanDetail, TPlanProgress, TPlanSummary, TUnmarkDayResult } from '@contract/plans';
import type { TCompletionsToday } from '@contract/progress';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { completionsKey } from '@/lib/completions';
import { invalidateTopics } from '@/lib/server-events';

export function usePlanLibrary() {
  return useQuery<TPlanSummary[]>({ queryKey: ['/api/plans'], staleTime: Infinity });
}

export function useMyPlans() {
  const { id } = useCurrentUser();
  return useQuery<TMyPlan[]>({ queryKey: [`/api/plans/mine?userId=${id}`] });
}

export function usePlan(planId: string) {
  const { id } = useCurrentUser();
  return useQuery<TPlanDetail>({ queryKey: [`/api/plans/${encodeURIComponent(planId)}?userId=${id}`] });
}

function usePlanAction<TVars, TResult>(path: (vars: TVars) => string, failure: string, method: 'POST' | 'DELETE' = 'POST') {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => apiRequest<TResult>(method, path(vars), { userId }),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, failure), variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['plans', 'progress']),
  });
}

export const useStartPlan = () =>
  usePlanAction<string, TPlanProgress>((planId) => `/api/plans/${planId}/start`, 'Failed to start the plan. Please try again.');
export const useShiftPlan = () =>
  usePlanAction<string, TPlanProgress>((planId) => `/api/plans/${planId}/shift`, 'Failed to shift the schedule. Please try again.');
export const useQuitPlan = () =>
  usePlanAction<string, TPlanProgress>((planId) => `/api/plans/${planId}/quit`, 'Failed to leave the plan. Please try again.');

/** A day read: the day's scripture practice shows done from the answer. */
export function useMarkDay() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  const action = usePlanAction<{ planId: string; day: number }, TMarkDayResult>(
    ({ planId, day }) => `/api/plans/${planId}/days/${day}`,
    'Failed to mark the day as read. Please try again.',
  );
  return {
    ...action,
    mutate: (vars: { planId: string; day: number }, opts?: { onSuccess?: (r: TMarkDayResult) => void }) =>
      action.mutate(vars, {
        onSuccess: (r) => {
          queryClient.setQueryData<TCompletionsToday>(completionsKey(userId), (old) => (old ? { ...old, scripture: true } : old));
          opts?.onSuccess?.(r);
        },
      }),
  };
}

/** A day marked by mistake, taken back; the day's practice and streaks come back from the server (topic 'progress'). */
export const useUnmarkDay = () =>
  usePlanAction<{ planId: string; day: number }, TUnmarkDayResult>(
    ({ planId, day }) => `/api/plans/${planId}/days/${day}`,
    'Failed to unmark the day. Please try again.',
    'DELETE',
  );
