import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Column, Row } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { popupCard } from './Claim.css';

export interface ClaimPopupCardProps {
  /** Names the region, e.g. "Claim your UNI tokens". */
  title: string;
  /** How much can be claimed, in words. */
  body: string;
  claimLabel: string;
  onClaim: () => void;
  closeLabel: string;
  onClose: () => void;
}

/** A card floating bottom left that offers an unclaimed airdrop; not a blocking dialog. */
export function ClaimPopupCard({
  title,
  body,
  claimLabel,
  onClaim,
  closeLabel,
  onClose,
}: ClaimPopupCardProps) {
  return (
    <Card padding="lg" role="region" aria-label={title} className={popupCard}>
      <Column gap="sm">
        <Row justifyContent="space-between" alignItems="center">
          <Text as="h2" variant="subtitle">
            {title}
          </Text>
          <Button variant="text" size="sm" aria-label={closeLabel} onClick={onClose}>
            ×
          </Button>
        </Row>
        <Text tone="secondary">{body}</Text>
        <Button variant="primary" onClick={onClaim}>
          {claimLabel}
        </Button>
      </Column>
    </Card>
  );
}
