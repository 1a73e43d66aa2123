// How a currency's symbol is shown (spec 000 §9): symbols come from untrusted lists and contracts
// and may be of any length.

// @spec 000 §5.4 Symbol and name fallbacks
// @spec 001 §9.11 Symbols over 20 characters are shortened
/** A symbol over 20 characters is shown as its first 4, "...", and its last 5. */
export function shortenSymbol(symbol: string): string {
  const characters = Array.from(symbol);
  if (characters.length <= 20) return symbol;
  return `${characters.slice(0, 4).join('')}...${characters.slice(-5).join('')}`;
}
