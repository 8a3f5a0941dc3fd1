/**
 * What every queue shows for its keyboard (use-queue-keys.ts): the polite live line that says which row is
 * selected, a "Kısayollar (?)" button and the help listing the keys.
 */
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { QUEUE_COPY as c } from './queue-copy.ts';

export default function QueueKeys({
  announcement,
  help,
  setHelp,
}: {
  announcement: string;
  help: boolean;
  setHelp: (open: boolean) => void;
}) {
  return (
    <>
      <p className="sr-only" aria-live="polite" data-queue-announcement>
        {announcement}
      </p>
      {/* Keys need a keyboard: the help is offered from 640 px (a wrapper, since the button's own inline-flex
          would win over `hidden`). */}
      <span className="hidden sm:inline-flex">
        <button type="button" className={buttonClass({ size: 'sm', variant: 'ghost' })} aria-expanded={help} onClick={() => setHelp(!help)}>
          {c.keysHelp}
        </button>
      </span>
      {help && (
        <div role="dialog" aria-labelledby="queue-keys-title" className={cx(cardClass, 'w-full p-4')}>
          <h3 id="queue-keys-title" className="font-semibold text-ink">
            {c.keysTitle}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {c.keys.map(([key, what]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-line-strong bg-surface-sunken px-1.5 py-0.5 font-mono text-xs text-ink">{key}</kbd>
                </dt>
                <dd className="text-ink-muted">{what}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-2')} onClick={() => setHelp(false)}>
            {c.keysClose}
          </button>
        </div>
      )}
    </>
  );
}
