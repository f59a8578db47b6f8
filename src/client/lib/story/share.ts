import type { TTranslation } from '@contract/common';
import { shareCode } from '@contract/share';

/**
 * /shared/{code} for a verse ("/shared/John.3.16", "…~kjv"): the public page that previews it in chat apps,
 * in the sharer's translation. Short enough that no messaging app cuts it; the words come from the Bible.
 */
export function shareLink(verse: string, translation: TTranslation): string {
  return `${window.location.origin}/shared/${shareCode(verse, translation)}`;
}

/** Saves a file from an address (same origin, or a blob: URL) with the browser's download. */
export function downloadUrl(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded';

/**
 * Web Share with the image file where the browser can; otherwise (or when sharing fails) the image is
 * downloaded and the text copied, so the person can post both themselves.
 */
export async function shareStory(image: Blob, filename: string, title: string, text: string): Promise<ShareOutcome> {
  const file = new File([image], filename, { type: 'image/png' });
  const data: ShareData = { files: [file], title, text };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(image, filename);
  await copyText(text);
  return 'downloaded';
}

/** "john-3-16-story.png" */
export const storyFilename = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-story.png`;
