import { useSyncExternalStore } from 'react';
import type { TCare } from '@contract/care';
import { apiRequest } from './api';

/**
 * The care card's state: one card at a time, shown by the shell. A save that the server answered with `care`
 * shows it after the words are safely saved; a community draft shows it before publishing, with a way on.
 * Nothing here is stored or sent anywhere else: it lives in memory until the card is closed.
 */
export interface CareRequest {
  care: TCare;
  /** Before a community post or comment: publish anyway (the card never blocks). */
  onContinue?: () => void;
  continueLabel?: string;
}

let current: CareRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showCare(request: CareRequest) {
  current = request;
  emit();
}
export function closeCare() {
  current = null;
  emit();
}
export function useCareRequest(): CareRequest | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** A save's answer: shows its care, if any, and gives back the item without it (caches keep only the item). */
export function takeCare<T extends object>(answer: T & { care?: TCare }): T {
  const { care, ...item } = answer;
  if (care) showCare({ care });
  return item as T;
}

/** Checks a draft before it is published: the card to show first, or null. */
export async function checkCare(text: string): Promise<TCare | null> {
  return (await apiRequest<{ care: TCare | null }>('POST', '/api/care/check', { text })).care;
}

/** A save whose care was already shown before publishing: the item alone. */
export function withoutCare<T extends object>(answer: T & { care?: TCare }): T {
  const { care: _shown, ...item } = answer;
  return item as T;
}

/**
 * Before a community post or comment is published: when the draft fires, the author sees the card first and may
 * still post ("Post anyway"); otherwise, or if the check itself fails, it is published at once. Never blocks.
 */
export async function publishAfterCare(text: string, publish: () => void, continueLabel: string): Promise<void> {
  let care: TCare | null = null;
  try {
    care = await checkCare(text);
  } catch {
    // The check is a kindness, not a gate: a failed check publishes as if it had said nothing.
  }
  if (care) showCare({ care, onContinue: publish, continueLabel });
  else publish();
}
