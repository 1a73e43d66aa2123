// @spec 001 §9.12 Max amount input length 79
/** Longest amount string the field accepts (the spec's max length). */
export const NUMERICAL_INPUT_MAX_LENGTH = 79;

// Digits with at most one decimal point; an empty string clears the field.
const AMOUNT_PATTERN = /^\d*(?:\.\d*)?$/;

/**
 * Normalises what the user typed into an amount string: commas become dots (European keyboards),
 * then the result must be digits with at most one dot and no longer than 79 characters.
 * Returns `null` when the input must be rejected, so the field keeps its previous value.
 * @spec 000 §5.7 Amount input
 * @spec 001 §5.1 Amount input
 */
export function sanitizeNumericalInput(raw: string): string | null {
  const normalised = raw.replace(/,/g, '.');
  if (normalised.length > NUMERICAL_INPUT_MAX_LENGTH) return null;
  return AMOUNT_PATTERN.test(normalised) ? normalised : null;
}
