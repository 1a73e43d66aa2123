import { VersionUpgrade } from '@uniswap/token-lists';
import { describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { decideListUpdate, formatListVersion, listUpdateNotice } from './listUpdates';

const tokens = generateTokens(3);
const base = makeList(tokens.slice(0, 2), { version: { major: 1, minor: 0, patch: 0 } });
const version = (major: number, minor: number, patch: number) => ({ major, minor, patch });

describe('decideListUpdate', () => {
  it('accepts a patch that only changes token details', () => {
    const changed = [{ ...tokens[0], name: 'Renamed Token' }, tokens[1]] as typeof tokens;
    const update = makeList(changed, { version: version(1, 0, 1) });
    expect(decideListUpdate(base, update)).toEqual({
      kind: 'accept',
      upgrade: VersionUpgrade.PATCH,
    });
  });

  it('rejects a patch that adds tokens (needs minor)', () => {
    const update = makeList(tokens, { version: version(1, 0, 1) });
    expect(decideListUpdate(base, update)).toEqual({
      kind: 'reject',
      upgrade: VersionUpgrade.PATCH,
      required: VersionUpgrade.MINOR,
    });
  });

  it('accepts a minor that adds tokens, rejects a minor that removes one', () => {
    expect(decideListUpdate(base, makeList(tokens, { version: version(1, 1, 0) })).kind).toBe(
      'accept',
    );
    const removed = makeList(tokens.slice(0, 1), { version: version(1, 1, 0) });
    expect(decideListUpdate(base, removed)).toMatchObject({
      kind: 'reject',
      required: VersionUpgrade.MAJOR,
    });
  });

  it('accepts any major bump', () => {
    const update = makeList(tokens.slice(2), { version: version(2, 0, 0) });
    expect(decideListUpdate(base, update)).toEqual({
      kind: 'accept',
      upgrade: VersionUpgrade.MAJOR,
    });
  });

  it('treats equal or lower versions as no update', () => {
    expect(decideListUpdate(base, base).kind).toBe('none');
    expect(decideListUpdate(makeList(tokens, { version: version(2, 0, 0) }), base).kind).toBe(
      'none',
    );
  });

  it('formats versions', () => {
    expect(formatListVersion(version(1, 2, 3))).toBe('v1.2.3');
  });
});

describe('listUpdateNotice', () => {
  it('announces names and versions only, keyed by list and new version', () => {
    const update = makeList(tokens, { version: version(1, 2, 3) });
    const { key, notice } = listUpdateNotice({
      listUrl: 'https://x/list.json',
      oldList: base,
      newList: update,
      auto: true,
    });
    expect(key).toBe('list-https://x/list.json-1.2.3');
    expect(notice).toEqual({
      type: 'listUpdate',
      listUrl: 'https://x/list.json',
      auto: true,
      oldList: { name: base.name, version: base.version },
      newList: { name: update.name, version: version(1, 2, 3) },
    });
  });
});
