import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type StackSprinkles, stackSprinkles } from '../../theme/stackSprinkles.css';
import { stack } from './Layout.css';

// The sprinkles a Row or Column takes as props; every other prop goes to the div.
const STACK_STYLE_KEYS = [
  'gap',
  'alignItems',
  'justifyContent',
  'flexWrap',
  'padding',
  'paddingX',
  'paddingY',
  'margin',
  'marginX',
  'marginY',
  'width',
] as const satisfies readonly (keyof StackSprinkles)[];

type StackStyleProps = Pick<StackSprinkles, (typeof STACK_STYLE_KEYS)[number]>;

export type RowProps = Omit<ComponentPropsWithRef<'div'>, 'color'> &
  StackStyleProps & {
    /** Stack vertically below this width and horizontally from it, e.g. `{ base: 'column', md: 'row' }`. */
    direction?: StackSprinkles['flexDirection'];
  };

export type ColumnProps = Omit<ComponentPropsWithRef<'div'>, 'color'> & StackStyleProps;

function splitStackProps<T extends StackStyleProps>(props: T) {
  const keys: ReadonlySet<string> = new Set(STACK_STYLE_KEYS);
  const style = Object.fromEntries(STACK_STYLE_KEYS.map((key) => [key, props[key]]));
  const rest = Object.fromEntries(Object.entries(props).filter(([key]) => !keys.has(key)));
  return { style: style as StackStyleProps, rest: rest as Omit<T, keyof StackStyleProps> };
}

/** A horizontal flex container; every spacing prop accepts responsive values. */
export function Row({ direction = 'row', className, ...props }: RowProps) {
  const { style, rest } = splitStackProps(props);
  return (
    <div
      {...rest}
      className={clsx(
        stack,
        stackSprinkles({
          flexDirection: direction,
          ...style,
          alignItems: style.alignItems ?? 'center',
        }),
        className,
      )}
    />
  );
}

/** A vertical flex container; every spacing prop accepts responsive values. */
export function Column({ className, ...props }: ColumnProps) {
  const { style, rest } = splitStackProps(props);
  return (
    <div
      {...rest}
      className={clsx(stack, stackSprinkles({ flexDirection: 'column', ...style }), className)}
    />
  );
}
