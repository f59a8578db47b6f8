const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place in HTML or XML (SVG): as element text or inside a quoted attribute value. The one
 * escaping helper for the pages, e-mails and share images the server writes; `&#39;` reads the same in both.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
