// No zod here: the storefront checks addresses with this pattern without loading the schemas.
export const MAX_EMAIL_LENGTH = 254;

/**
 * A simple e-mail pattern: something@label.label..., without spaces, control characters or the
 * characters that would let one field hold several addresses (`,` `;` `<>` quotes). It runs in
 * linear time: the local part cannot contain `@` and no domain label can contain `.`, so there is
 * only one way to match (a pattern whose domain class allowed dots took 215 ms on a 16 KB address).
 */
export const SIMPLE_EMAIL =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}.]+(?:\.[^\s@<>()[\]\\,;:"\p{Cc}.]+)+$/u;
