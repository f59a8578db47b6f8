import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPassage } from '@contract/bible';
import type { TMarkDayResult, TMyPlan, TPlanDetail, TPlanProgress, TPlanSummary } from '@contract/plans';
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

/** A passage's text from the Bible data, in the reader's translation. */
export function usePassage(reference: string) {
  return useQuery<TPassage>({ queryKey: [`/api/bible/passage?ref=${encodeURIComponent(reference)}`], staleTime: Infinity });
}

function usePlanAction<TVars, TResult>(path: (vars: TVars) => string, failure: string) {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => apiRequest<TResult>('POST', path(vars), { userId }),
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
