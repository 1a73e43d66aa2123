import type { RequestArguments } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { AccountChangedError, requireAccount } from './accountCheck';
import { ProviderRpcError } from './errors';

const PREPARED_FOR = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const OTHER = '0x1111111111111111111111111111111111111111';

function walletWithAccounts(answer: () => unknown) {
  const asked: RequestArguments[] = [];
  return {
    asked,
    provider: {
      async request(args: RequestArguments) {
        asked.push(args);
        return answer();
      },
    },
  };
}

describe('requireAccount', () => {
  it("passes when the wallet's selected account is the prepared one, whatever the case", async () => {
    const { provider, asked } = walletWithAccounts(() => [PREPARED_FOR.toLowerCase(), OTHER]);
    await expect(requireAccount(provider, PREPARED_FOR)).resolves.toBeUndefined();
    expect(asked).toEqual([{ method: 'eth_accounts' }]);
  });

  it.each([
    ['another account is selected', [OTHER, PREPARED_FOR], OTHER],
    ['the wallet is locked', [], undefined],
    ['the answer is not a list', 'nope', undefined],
  ])('rejects with AccountChangedError when %s', async (_name, accounts, actual) => {
    const { provider } = walletWithAccounts(() => accounts);
    const error = await requireAccount(provider, PREPARED_FOR).catch((caught) => caught);
    expect(error).toBeInstanceOf(AccountChangedError);
    expect(error).toMatchObject({
      errorCode: 'wallet/account-changed',
      expected: PREPARED_FOR,
      actual,
      message:
        'The wallet is now on another account than the one this transaction was prepared for. Nothing was sent.',
    });
  });

  it("passes the wallet's own failure on, typed", async () => {
    const { provider } = walletWithAccounts(() => {
      throw { code: 4900, message: 'Disconnected' };
    });
    const error = await requireAccount(provider, PREPARED_FOR).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code: 4900, message: 'Disconnected' });
  });
});
