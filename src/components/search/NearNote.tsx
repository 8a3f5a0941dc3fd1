/**
 * What happened to "Yakınımda" (decision 027): the position is being asked for, was refused or could not be
 * had; then the list keeps its usual order and says so. Nothing once the position is known. Used by /search,
 * the category pages, /businesses and the map's list.
 */
import { Icon } from '#components/ui/Icon.tsx';
import { SEARCH_COPY as copy } from './copy.ts';
import type { NearMe } from './use-near-me.ts';

function nearNote(status: NearMe['status']): string | null {
  if (status === 'asking') return copy.nearAsking;
  if (status === 'denied') return copy.nearDenied;
  if (status === 'unavailable') return copy.nearUnavailable;
  return null;
}

export function NearNote({ status }: { status: NearMe['status'] }) {
  const text = nearNote(status);
  if (!text) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-700"
      data-near-note={status}
      data-intent-note
    >
      <Icon name="info" size={16} className="mt-0.5 shrink-0" />
      {text}
    </p>
  );
}
