/** One entry of a searchable choice: the value stored and the text shown and searched. */
export type ChoiceOption = { value: string; label: string };

/**
 * The options a search text finds: the value typed exactly ('DE', 'eur') first, then labels that
 * start with the text, then labels that contain it; an empty text finds them all.
 */
export function matchingOptions(options: readonly ChoiceOption[], text: string): ChoiceOption[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...options];
  const rank = (o: ChoiceOption) => {
    const label = o.label.toLowerCase();
    if (o.value.toLowerCase() === q) return 0;
    if (label.startsWith(q)) return 1;
    if (label.includes(q)) return 2;
    return 3;
  };
  return options
    .map((o) => ({ o, r: rank(o) }))
    .filter((x) => x.r < 3)
    .sort((a, b) => a.r - b.r)
    .map((x) => x.o);
}
