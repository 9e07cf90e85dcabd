const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML and XML content and attribute values alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
