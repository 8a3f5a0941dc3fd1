/**
 * The class strings behind every button, input and card, shared by Astro components and React islands so
 * both look exactly the same. Literal strings only (Tailwind finds classes by scanning source files).
 *
 *   import { buttonClass, inputClass, cardClass, cx } from './classes.ts';
 *   <button className={buttonClass({ variant: 'secondary', size: 'sm' })}>…</button>
 *   <input className={inputClass} aria-invalid={!!error} />
 */

/** Joins class names, skipping falsy values. */
export function cx(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'highlight' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'touch' | 'bar';

export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-control text-center leading-tight font-semibold select-none transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55';

export const buttonVariants: Record<ButtonVariant, string> = {
  /** Main action: terracotta. */
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  /** Secondary action: white with a border. */
  secondary:
    'border border-line-strong bg-surface text-ink shadow-sm hover:border-ink-subtle hover:bg-surface-muted active:bg-surface-sunken',
  /** Low-emphasis action in toolbars and menus. */
  ghost: 'text-ink-muted hover:bg-surface-sunken hover:text-ink active:bg-line',
  /** Irreversible action (delete, reject). */
  destructive: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700 active:bg-danger-700',
  /** The free-advertising call to action: gold with dark text. */
  highlight: 'bg-highlight-300 text-ink shadow-sm hover:bg-highlight-400 active:bg-highlight-400',
  /** On dark or brand-coloured surfaces. */
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 active:bg-brand-100',
  /** Secondary action on dark or brand-coloured surfaces. */
  'outline-inverse': 'border border-white/70 text-white hover:bg-white/10 active:bg-white/15',
};

export const buttonSizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm sm:text-base',
  lg: 'min-h-12 px-6 py-2.5 text-base',
  /** As large as lg, narrower on phones (two buttons side by side at 320 px). */
  touch: 'min-h-12 px-3 py-2.5 text-base sm:px-6',
  /** A button of a phone's bottom action bar (shares the width with its neighbours). */
  bar: 'min-h-11 min-w-0 flex-1 px-2 py-2 text-sm',
  /** Square icon-only button (give it an aria-label). */
  icon: 'size-11 p-0',
};

export interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  className?: string;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false, className }: ButtonClassOptions = {}): string {
  return cx(buttonBase, buttonVariants[variant], buttonSizes[size], block && 'w-full', className);
}

/** Text inputs, e-mail, tel, search, number, date. Set aria-invalid="true" for the error look. */
export const inputClass =
  'block h-11 w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink shadow-xs placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus:border-accent-700 focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-subtle aria-invalid:border-danger-600 aria-invalid:bg-danger-50/40';

/** <select>: same box, room for the native arrow. */
export const selectClass = cx(inputClass, 'cursor-pointer pr-9');

export const textareaClass =
  'block min-h-28 w-full rounded-control border border-line-strong bg-surface px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus:border-accent-700 focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken aria-invalid:border-danger-600';

export const checkboxClass = 'size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand-600';

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';
/** The "*" after a required field's label: pair it with the `required` attribute. */
export const requiredMarkClass = 'ml-0.5 text-danger-700';
export const hintClass = 'mt-1.5 text-sm text-ink-subtle';
/** Field error text: give it an id and point the input's aria-describedby at it. */
export const fieldErrorClass = 'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700';

/** A plain content card. */
export const cardClass = 'rounded-card border border-line bg-surface shadow-card';
/** A card that is one big link (hover lift; put the link on the title with after:absolute after:inset-0). */
export const cardInteractiveClass = cx(
  cardClass,
  'relative transition duration-150 hover:-translate-y-0.5 hover:border-line-strong hover:shadow-raised focus-within:border-line-strong motion-reduce:hover:translate-y-0',
);

export type BadgeVariant = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'highlight';
export const badgeBase = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
export const badgeVariants: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-sunken text-ink-muted',
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset',
  accent: 'bg-accent-50 text-accent-700 ring-1 ring-accent-200 ring-inset',
  success: 'bg-success-50 text-success-700 ring-1 ring-green-200 ring-inset',
  warning: 'bg-warning-50 text-warning-700 ring-1 ring-amber-200 ring-inset',
  danger: 'bg-danger-50 text-danger-700 ring-1 ring-red-200 ring-inset',
  highlight: 'bg-highlight-300 text-ink',
};
export function badgeClass(variant: BadgeVariant = 'neutral', className?: string): string {
  return cx(badgeBase, badgeVariants[variant], className);
}

/** Inline text link inside running text. */
export const linkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600';

/** Centered page column with side padding. */
export const containerClass = 'mx-auto w-full max-w-page px-4 sm:px-6 lg:px-8';

/** Skeleton block while an island loads data. */
export const skeletonClass = 'animate-pulse rounded-control bg-surface-sunken';
