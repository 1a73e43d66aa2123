import { useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { NetworkLogo } from './NetworkLogo';
import { errorMessage, unavailable } from './NetworkSelector.css';

export interface UnavailableOnNetworkProps {
  /** e.g. "Governance is not available on Arbitrum One". */
  title: string;
  /** e.g. "It exists on Ethereum only. Switch to use it." */
  body: string;
  /** The network that has it; absent when the app offers none (no button then). */
  target?: { chainId: number; name: string; label: string; onSwitch: () => void };
  /** The switch is under way (the wallet is asked): the button waits. */
  switching?: boolean;
  /** Why the last switch did not happen; announced. */
  error?: string;
}

/** Stands for a page that exists on another network only, with a button that switches there. */
export function UnavailableOnNetwork({
  title,
  body,
  target,
  switching = false,
  error,
}: UnavailableOnNetworkProps) {
  const titleId = useId();
  return (
    <Card padding="lg">
      <section aria-labelledby={titleId} className={unavailable}>
        <Text as="h1" variant="title" id={titleId}>
          {title}
        </Text>
        <Text as="p" tone="secondary">
          {body}
        </Text>
        {error ? (
          <p role="alert" className={errorMessage}>
            {error}
          </p>
        ) : null}
        {target ? (
          <Button
            variant="primary"
            loading={switching}
            disabled={switching}
            onClick={target.onSwitch}
          >
            {switching ? null : <NetworkLogo chainId={target.chainId} name={target.name} />}
            {target.label}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}
