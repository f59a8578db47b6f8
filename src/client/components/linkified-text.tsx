import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence after a link rather than belonging to it ("see https://x.org."). */
const TRAILING = /[.,;:!?'"”’)\]]$/;
const count = (s: string, ch: string) => s.split(ch).length - 1;

export type TextPart = { text: string } | { href: string; text: string };

/** Splits what someone wrote into plain text and the web addresses in it (http and https only). */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let url = match[0];
    while (TRAILING.test(url)) {
      // A closing bracket the address itself opened belongs to it (a Wikipedia link, say).
      if (url.endsWith(')') && count(url, '(') >= count(url, ')')) break;
      url = url.slice(0, -1);
    }
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    try {
      parts.push({ href: new URL(url).href, text: url });
    } catch {
      parts.push({ text: url });
    }
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Someone's words with their web addresses as links. Text stays text (React escapes it, no HTML is ever
 * read from it); a link opens in a new tab and tells the site nothing about where it came from.
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkParts(text).map((part, i) =>
        'href' in part ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-accent underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
