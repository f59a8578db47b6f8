import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TPreferences, TTextSize, TTheme } from '@contract/users';
import { useCurrentUser } from './auth-state';

/**
 * Theme and reading text size live on <html> (data-theme, data-text-size). The server puts them there before
 * the first paint; this keeps them true after a change here or on another device (the preferences query
 * refetches on the server's event).
 */
export function applyAppearance({ theme, textSize }: { theme: TTheme; textSize: TTextSize }) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.dataset.textSize = textSize;
}

/** Mounted once in the shell: the signed-in person's appearance follows their saved preferences. */
export function useAppearance() {
  const { id } = useCurrentUser();
  const { data } = useQuery<TPreferences>({ queryKey: [`/api/preferences/${id}`] });
  useEffect(() => {
    if (data) applyAppearance(data);
  }, [data]);
}
