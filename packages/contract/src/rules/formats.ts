/** Formats match by their uppercased, trimmed name (storefront spec section 9, back office section 2). */
export const formatKey = (name: string): string => name.trim().toUpperCase();
