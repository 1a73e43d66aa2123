import { style } from '@vanilla-extract/css';
import { link } from '../ExternalLink/ExternalLink.css';

/** The kit's link look; only as wide as its text in a column, so its focus ring hugs it. */
export const backLink = style([link, { alignSelf: 'flex-start' }]);
