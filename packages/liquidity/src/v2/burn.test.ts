import { describe, expect, it } from 'vitest';
import { explainV2RemovalFailure, RemovalWouldFailError } from './burn';

describe('explainV2RemovalFailure', () => {
  it('says the removal would fail, with the last candidate’s estimate error as its cause', async () => {
    const last = new Error('execution reverted');
    const error = await explainV2RemovalFailure([{ error: new Error('first') }, { error: last }]);
    expect(error).toBeInstanceOf(RemovalWouldFailError);
    expect(error.message).toBe('This transaction would fail. Please contact support.');
    expect(error.cause).toBe(last);
  });
});
