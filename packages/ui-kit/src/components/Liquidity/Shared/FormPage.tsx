import type { ReactNode } from 'react';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { header } from './Shared.css';

/** A liquidity form's page: the back link, the title (with settings beside it), then the form. */
export function FormPage(props: {
  readonly back: ReactNode;
  readonly title: string;
  readonly headerExtra?: ReactNode;
  readonly className: string;
  readonly children: ReactNode;
}) {
  return (
    <Column gap="lg" className={props.className}>
      {props.back}
      <div className={header}>
        <Text as="h1" variant="title">
          {props.title}
        </Text>
        {props.headerExtra}
      </div>
      {props.children}
    </Column>
  );
}
