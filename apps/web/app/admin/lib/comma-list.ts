import { z } from 'zod';

/** 'a, b ,, a' → ['a', 'b']: trimmed, blanks dropped, each once. */
function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** A comma-separated text field that is sent as a list. */
export const commaList = (max: number, label: string) =>
  z
    .string()
    .transform(splitList)
    .refine((list) => list.length <= max, `At most ${max} ${label}.`)
    .refine((list) => list.every((s) => s.length <= 100), `Each of the ${label} must be at most 100 characters.`);
