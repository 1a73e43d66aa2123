import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { migrateLabels, migratePairs } from '../Migrate/fixtures.testing';
import { MigrateV2List } from '../Migrate/MigrateV2List';
import { miningLabels, miningPools } from '../Mining/fixtures.testing';
import { MiningOverview } from '../Mining/MiningOverview';
import { pairs, poolLabels, poolLinks, renderLink } from '../V2/fixtures.testing';
import { V2PoolOverview } from '../V2/V2PoolOverview';
import { cardAccentStyle } from './cardAccent';

describe('cardAccentStyle', () => {
  it('tints with a #rrggbb colour: a leading stripe and a faint wash', () => {
    expect(cardAccentStyle('#2775CA')).toEqual({
      backgroundImage: 'linear-gradient(135deg, #2775CA26 0%, #2775CA00 60%)',
      boxShadow: 'inset 4px 0 0 #2775CA',
    });
  });

  it.each([undefined, '', 'red', '#fff', '#12345g', '#123456; background: url(x)', 'url(x)'])(
    'leaves the default card for %j',
    (color) => {
      expect(cardAccentStyle(color)).toBeUndefined();
    },
  );
});

describe('the liquidity cards in their token colour', () => {
  const [first, second] = pairs;
  if (!first || !second) throw new Error('fixtures');

  it('tints a V2 pair card with its colour and leaves one without a colour alone', () => {
    render(
      <V2PoolOverview
        state={{ status: 'ready', pairs: [{ ...first, accentColor: '#2775ca' }, second] }}
        onConnect={() => {}}
        links={poolLinks}
        labels={poolLabels}
        renderLink={renderLink}
      />,
    );
    const tinted = screen.getByRole('article', { name: first.pair });
    expect(tinted.style.boxShadow).toBe('inset 4px 0 0 #2775ca');
    expect(screen.getByRole('article', { name: second.pair }).getAttribute('style')).toBeNull();
  });

  it('tints mining and migrate cards, and ignores a colour that is not #rrggbb', () => {
    const [pool] = miningPools;
    const [pair] = migratePairs;
    if (!pool || !pair) throw new Error('fixtures');
    render(
      <>
        <MiningOverview
          state={{ status: 'ready', pools: [{ ...pool, accentColor: '#f5ac37' }] }}
          labels={miningLabels}
          renderLink={renderLink}
        />
        <MigrateV2List
          state={{ status: 'ready', pairs: [{ ...pair, accentColor: 'red; color: red' }] }}
          onConnect={() => {}}
          importHref="/find?origin=/migrate/v2"
          labels={migrateLabels}
          renderLink={renderLink}
        />
      </>,
    );
    expect(screen.getByRole('article', { name: pool.pair }).style.boxShadow).toBe(
      'inset 4px 0 0 #f5ac37',
    );
    const migrateCard = screen.getByRole('article', { name: `${pair.pair} ${pair.exchange}` });
    expect(migrateCard.getAttribute('style')).toBeNull();
  });
});
