/** A failed search: the reason (a server status as the general text), 'Tekrar dene' and the way to the categories. */
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, linkClass } from '#components/ui/classes.ts';
import { SEARCH_COPY as copy } from './copy.ts';

export function SearchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-card border border-danger-600/30 bg-danger-50 px-6 py-10 text-center">
      <Icon name="alert-triangle" size={28} className="text-danger-700" />
      <h3 className="mt-3 text-lg font-semibold text-ink">{copy.errorTitle}</h3>
      <p className="mt-1 max-w-md text-ink-muted">{message.match(/^\d{3}: /) ? copy.errorText : message}</p>
      <button type="button" onClick={onRetry} className={buttonClass({ variant: 'secondary', className: 'mt-5' })}>
        {copy.retry}
      </button>
      <p className="mt-4 text-sm">
        <a href="/#kategoriler" className={linkClass}>
          {copy.browseCategories}
        </a>
      </p>
    </div>
  );
}
