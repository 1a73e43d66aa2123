// Translated labels shared by the position screens.
import type { PositionStatusLabels } from '@dex/ui-kit';
import type { Translate } from '../../i18n';

export const statusLabels = (t: Translate): PositionStatusLabels => ({
  'in-range': t('positions.inRange'),
  'out-of-range': t('positions.outOfRange'),
  closed: t('positions.inactive'),
});
