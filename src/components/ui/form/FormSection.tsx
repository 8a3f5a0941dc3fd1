/**
 * A titled card that holds one part of a long form ("Temel bilgiler", "İletişim", …): a <section> named by
 * its <h2>. `id` goes on the section (an error summary can point at it).
 */
import type { ReactNode } from 'react';
import { cardClass, cx } from '../classes.ts';

export function FormSection({ titleId, title, id, children }: { titleId: string; title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
