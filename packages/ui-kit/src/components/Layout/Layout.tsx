import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type StackSprinkles, stackSprinkles } from '../../theme/stackSprinkles.css';
import { stack } from './Layout.css';

type StackStyleProps = Pick<
  StackSprinkles,
  | 'gap'
  | 'alignItems'
  | 'justifyContent'
  | 'flexWrap'
  | 'padding'
  | 'paddingX'
  | 'paddingY'
  | 'margin'
  | 'marginX'
  | 'marginY'
  | 'width'
>;

export type RowProps = Omit<ComponentPropsWithRef<'div'>, 'color'> &
  StackStyleProps & {
    /** Stack vertically below this width and horizontally from it, e.g. `{ base: 'column', md: 'row' }`. */
    direction?: StackSprinkles['flexDirection'];
  };

export type ColumnProps = Omit<ComponentPropsWithRef<'div'>, 'color'> & StackStyleProps;

function splitStackProps<T extends StackStyleProps>(props: T) {
  const {
    gap,
    alignItems,
    justifyContent,
    flexWrap,
    padding,
    paddingX,
    paddingY,
    margin,
    marginX,
    marginY,
    width,
    ...rest
  } = props;
  return {
    style: {
      gap,
      alignItems,
      justifyContent,
      flexWrap,
      padding,
      paddingX,
      paddingY,
      margin,
      marginX,
      marginY,
      width,
    },
    rest,
  };
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
