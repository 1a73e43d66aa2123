import { schema, type TokenList } from '@uniswap/token-lists';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { TokenListValidationError } from './errors';

let compiled: ValidateFunction<TokenList> | undefined;

// Compiling the schema costs a few milliseconds, so it happens on first use, not on import.
function validator(): ValidateFunction<TokenList> {
  if (compiled === undefined) {
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv, ['date-time', 'uri']);
    compiled = ajv.compile<TokenList>(schema);
  }
  return compiled;
}

const MAX_REPORTED_ERRORS = 5;

function describe(errors: readonly ErrorObject[]): string {
  const shown = errors
    .slice(0, MAX_REPORTED_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
  const hidden = errors.length - shown.length;
  return hidden > 0 ? `${shown.join('; ')}; and ${hidden} more` : shown.join('; ');
}

/** Schema errors of `data` as one readable line, or null when it is a valid token list. */
export function tokenListSchemaErrors(data: unknown): string | null {
  const validate = validator();
  if (validate(data)) return null;
  return describe(validate.errors ?? []);
}

/**
 * Checks `data` against the token-lists JSON schema (@uniswap/token-lists, validated by ajv)
 * and returns it typed, or throws `TokenListValidationError`
 * ("Token list failed validation: ...").
 */
export function validateTokenList(data: unknown): TokenList {
  const errors = tokenListSchemaErrors(data);
  if (errors !== null) throw new TokenListValidationError(errors);
  return data as TokenList;
}
