/**
 * <Icon name="x" /> for React islands: the same drawings as Icon.astro (icons.ts).
 * Decorative unless `label` is given.
 */
import { iconPaths } from './icons.ts';

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
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {iconPaths(name).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
