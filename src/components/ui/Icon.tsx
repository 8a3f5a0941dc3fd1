/**
 * <Icon name="x" /> for React islands: the same sprite references as Icon.astro (icons.svg, from icons.ts),
 * without the drawings themselves in the island's JavaScript. Decorative unless `label` is given.
 */
import spriteUrl from './icons.svg?url';
import { iconClass } from './icon-class.ts';

export interface IconProps {
  name: string;
  size?: number;
  label?: string;
  className?: string;
  filled?: boolean;
  strokeWidth?: number;
}

export function Icon({ name, size = 20, label, className, filled = false, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      className={iconClass(filled, strokeWidth, className)}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <use href={`${spriteUrl}#i-${name}`} />
    </svg>
  );
}
