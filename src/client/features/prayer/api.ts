import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCare } from '@contract/care';
import { takeCare } from '@/lib/care';
import {
  VOICE_MAX_BYTES,
  VOICE_PRONUNCIATION_URL,
  type TAnalyzeVoiceAnswer,
  type TPrayer,
  type TPrayerReadiness,
  type TVoicePronunciation,
} from '@contract/prayer';
import { toast } from '@/components/ui/toast';
import { apiRequest, apiUpload, errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { usePagedList } from '@/lib/paged-list';
import { invalidateTopics } from '@/lib/server-events';

export const readinessUrl = (userId: number) => `/api/prayer-assistant/readiness?userId=${userId}`;
export const prayersUrl = (userId: number) => `/api/prayer-assistant/prayers?userId=${userId}&limit=20`;

/** Access (premium), the checklist, today's count and the saved name: what the screen opens with. */
export function usePrayerReadiness() {
  const { id } = useCurrentUser();
  return useQuery<TPrayerReadiness>({ queryKey: [readinessUrl(id)] });
}

/** The person's prayers, newest first, a page at a time (the next page after the last one's id). */
export function usePrayerHistory() {
  const { id } = useCurrentUser();
  return usePagedList<TPrayer>(prayersUrl(id));
}

export function useGeneratePrayer() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    // When what the person wrote sounds like a crisis, the answer carries the care card: it shows with the prayer.
    mutationFn: async (detectedName: string | null) =>
      takeCare(
        await apiRequest<TPrayer & { care?: TCare }>('POST', '/api/prayer-assistant', {
          userId: user.id,
          userName: user.name,
          detectedName,
        }),
      ),
    onSettled: () => invalidateTopics(queryClient, ['prayers', 'progress']),
  });
}

export function useDeletePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: number) => apiRequest('DELETE', `/api/prayer-assistant/prayers/${prayerId}`),
    onSuccess: () => toast({ title: 'Prayer deleted', variant: 'success', duration: 3000 }),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete the prayer. Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}

/** Saves (or, with null, forgets) the name prayers speak to, on the server so it follows the person. */
export function useSavePrayerName() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) =>
      name === null
        ? apiRequest<{ prayerName: string | null }>('DELETE', `/api/prayer-assistant/name?userId=${id}`)
        : apiRequest<{ prayerName: string | null }>('PUT', '/api/prayer-assistant/name', { userId: id, name }),
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}

/** The person's saved recording of their name, to play back (never cached; `v` changes with each new recording). */
export const voicePlaybackUrl = (userId: number, voice: TVoicePronunciation) =>
  `${VOICE_PRONUNCIATION_URL}?userId=${userId}&v=${encodeURIComponent(voice.createdAt)}`;

/** Keeps the recording of the person's name on the server (one per person: a new one replaces it). */
export function useUploadVoice() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recording: Blob) => {
      const form = new FormData();
      form.append('userId', String(id));
      const ext = recording.type.includes('ogg') ? 'ogg' : recording.type.includes('mp4') ? 'm4a' : 'webm';
      form.append('audio', recording, `name.${ext}`);
      return apiUpload<TVoicePronunciation>(VOICE_PRONUNCIATION_URL, form);
    },
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}

export function useDeleteVoice() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${VOICE_PRONUNCIATION_URL}?userId=${id}`),
    onSuccess: () => toast({ title: 'Recording deleted', variant: 'success', duration: 3000 }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to delete the recording. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'));
    reader.readAsDataURL(blob);
  });

/**
 * The name the server hears in a recording (its speech-to-text provider), or null: a failure of any kind is
 * silent (§8), and the typed name is the way on.
 */
export async function analyzeVoice(userId: number, recording: Blob): Promise<string | null> {
  if (recording.size === 0 || recording.size > VOICE_MAX_BYTES) return null;
  try {
    const audio = await readAsDataUrl(recording);
    const answer = await apiRequest<TAnalyzeVoiceAnswer>('POST', '/api/analyze-voice', { userId, audio });
    return answer.success ? answer.detectedName : null;
  } catch {
    return null;
  }
}
