/**
 * The React twin of EmptyState.astro: a calm, centred message for empty lists (the /map list, /search's
 * 'Sonuç bulunamadı', /favorites, the category lists). Same classes as the Astro one, but for `compact`
 * (py-10 here: the lists that filter to nothing); actions and other content go in `children`, other
 * attributes (data-*) on the box.
 *
 *   <EmptyState icon="search" title="İşletme bulunamadı" text="…" headingLevel="h3">
 *     <button className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>Filtreleri temizle</button>
 *   </EmptyState>
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { cx } from './classes.ts';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className' | 'children'> {
  icon?: string;
  title: string;
  text?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Smaller padding for use inside a section (a list that filters to nothing). */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}

export function EmptyState({ icon = 'info', title, text, headingLevel = 'h2', compact = false, className, children, ...rest }: Props) {
  const Heading = headingLevel;
  return (
    <div
      {...rest}
      className={cx(
        'flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface text-center',
        compact ? 'px-6 py-10' : 'px-6 py-12 sm:py-16',
        className,
      )}
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {text && <p className="mt-2 max-w-md text-pretty text-ink-muted">{text}</p>}
      {children}
    </div>
  );
}
