// Text from strangers (token lists, token contracts, ENS records, proposal descriptions) shown as
// a name, symbol or title. Two kinds of invisible characters let such text lie about itself:
// bidirectional controls reorder what follows them ("\u202Egnp.exe" reads "exe.png"), and
// zero-width characters make two different strings look the same ("USDC\u200B"). Neither belongs
// in a label, so each is replaced by a visible U+FFFD: the text shows that it carries one,
// instead of hiding it (stripping would make "USDC\u200B" indistinguishable from "USDC").

/** What each hidden or reordering character becomes: the replacement character "�". */
export const HIDDEN_CHARACTER_REPLACEMENT = '\uFFFD';

/**
 * Bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the left-to-right,
 * right-to-left and Arabic letter marks (U+200E, U+200F, U+061C); zero-width space, non-joiner and
 * joiner (U+200B–U+200D), word joiner (U+2060) and the zero-width no-break space / BOM (U+FEFF).
 */
const HIDDEN_OR_REORDERING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `text` fit to be shown as a label: every hidden or reordering character made visible as "�". */
export function sanitizeDisplayText(text: string): string {
  return text.replace(HIDDEN_OR_REORDERING, HIDDEN_CHARACTER_REPLACEMENT);
}
