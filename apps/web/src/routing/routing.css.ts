import { mediaQueries, vars } from '@dex/ui-kit';
import { style } from '@vanilla-extract/css';

export const comingSoon = style({
  width: '100%',
  maxWidth: '480px',
  '@media': { [mediaQueries.md]: { marginTop: vars.space.xxl } },
});
