/** Text without markup or repeated whitespace (descriptions may hold sanitised rich text). */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word and ended with an ellipsis when cut. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Paragraphs of a description, for display as text (never as HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|<\/p>\s*<p[^>]*>/i)
    .map(plainText)
    .filter(Boolean);
}
