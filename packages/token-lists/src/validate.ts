import type { TokenList } from '@uniswap/token-lists';
import type { ErrorObject } from 'ajv';
import { TokenListValidationError } from './errors';
import { validate as generatedValidate } from './tokenListValidator.generated';

// ajv's validator for the token-list schema, generated ahead of time (scripts/validatorSource.mjs)
// instead of compiled with `new Function` here, so it runs under a CSP without 'unsafe-eval'.
const validate = generatedValidate as unknown as {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};

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
  if (validate(data)) return null;
  return describe(validate.errors ?? []);
}

/**
 * Checks `data` against the token-lists JSON schema (@uniswap/token-lists, with ajv's precompiled
 * validator) and returns it typed, or throws `TokenListValidationError`
 * ("Token list failed validation: ...").
 */
export function validateTokenList(data: unknown): TokenList {
  const errors = tokenListSchemaErrors(data);
  if (errors !== null) throw new TokenListValidationError(errors);
  return data as TokenList;
}
