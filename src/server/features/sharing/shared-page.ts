import { clipText } from '../../../contract/text.js';
import type { HeadTag } from '../../platform/spa.js';
import { OG_HEIGHT, OG_WIDTH } from './og-image.js';
import { resolveSharedVerse } from './resolve.js';

export const PRODUCT_NAME = 'Lamplight';
const DESCRIPTION_MAX = 300;

/** The <head> tags of a shared page: the verse for link previews, or the product's own card for a broken link. */
export function sharedPageHead(encoded: string, appUrl: string): HeadTag[] {
  const payload = resolveSharedVerse(encoded);
  if (!payload) {
    return [
      { title: `Shared scripture · ${PRODUCT_NAME}` },
      { property: 'og:title', content: `Shared scripture · ${PRODUCT_NAME}` },
      { property: 'og:description', content: `${PRODUCT_NAME}: a daily rhythm of scripture, meditation and prayer.` },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: PRODUCT_NAME },
      { name: 'twitter:card', content: 'summary' },
    ];
  }
  const description = clipText(payload.text, DESCRIPTION_MAX);
  // An older, long link previews under its short address: one page and one picture per passage.
  const url = `${appUrl}/shared/${payload.code}`;
  const image = `${url}/image.png`;
  return [
    { title: `${payload.verse} · ${PRODUCT_NAME}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:url', content: url },
    { property: 'og:title', content: payload.verse },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_WIDTH) },
    { property: 'og:image:height', content: String(OG_HEIGHT) },
    { property: 'og:image:alt', content: `${payload.verse}: ${description}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: payload.verse },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
