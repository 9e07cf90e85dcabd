/** Formats match by their uppercased, trimmed name. */
export const formatKey = (name: string): string => name.trim().toUpperCase();
