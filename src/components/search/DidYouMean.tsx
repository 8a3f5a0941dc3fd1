/**
 * "Bunu mu demek istediniz: <link>" above an empty result list (decision 015): the nearby query the search API
 * offered (`X-Search-Suggestion`, src/features/search/did-you-mean.ts). The link keeps the filters and runs
 * that search in place (a new history entry); opened in a new tab it is an ordinary address.
 *
 *   <DidYouMean suggestion={shown?.suggestion} state={view} />
 */
import type { MouseEvent } from 'react';
import { linkClass } from '#components/ui/classes.ts';
import { searchPageHref, type SearchState } from './search-state.ts';
import { navigateTo } from './url-store.ts';

export function DidYouMean({ suggestion, state }: { suggestion: string | null | undefined; state: SearchState }) {
  if (!suggestion) return null;
  const href = searchPageHref({ ...state, q: suggestion });
  const go = (ev: MouseEvent<HTMLAnchorElement>) => {
    if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    navigateTo(href, 'push');
  };
  return (
    <p className="mb-4 text-lg text-ink" data-testid="did-you-mean">
      Bunu mu demek istediniz:{' '}
      <a href={href} onClick={go} className={linkClass}>
        <strong className="font-semibold">{suggestion}</strong>
      </a>
      ?
    </p>
  );
}
