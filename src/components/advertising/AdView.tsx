/**
 * A live ad where it was paid for (decision 013), always labelled "Reklam" (or "Sponsorlu" on a category page;
 * Turkish advertising rules require ads to be recognisable as such). Counts, first party, one impression
 * when it is first seen and a click when its link is followed (POST /api/ads/:id/…, the server drops bots).
 * Variants: 'banner' (home), 'footer' (dark footer slot), 'card' (top of a category page).
 */
import { useEffect, useRef } from 'react';
import type { PublicAd } from '#lib/contract/advertising.ts';
import { apiResult } from '#lib/api-client.ts';
import { badgeClass, cardClass, cx } from '#components/ui/classes.ts';
import { AD_COPY as c } from './copy.ts';

/** The token a counted impression answers: a click counts only with it (functions/ads-events.ts). */
const tokens = new Map<number, string>();

function send(id: number, kind: 'impression' | 'click') {
  const token = kind === 'click' ? tokens.get(id) : undefined;
  if (kind === 'click' && !token) return;
  tokens.delete(id);
  void apiResult<{ token?: string } | null>(`/api/ads/${id}/${kind}`, {
    method: 'POST',
    keepalive: true,
    ...(token ? { body: { token } } : {}),
  })
    .then((r) => {
      if (kind === 'impression' && r.ok && r.data?.token) tokens.set(id, r.data.token);
    })
    .catch(() => undefined);
}

/** `preview`: the admin's preview (nothing counted, no link). */
export default function AdView({
  ad,
  variant,
  preview = false,
}: {
  ad: PublicAd;
  variant: 'banner' | 'footer' | 'card';
  preview?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (preview || !el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        send(ad.id, 'impression');
        seen.disconnect();
      }
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [ad.id, preview]);

  const label = variant === 'card' ? c.sponsored : c.label;
  const dark = variant === 'footer';
  const href = ad.link ?? '/advertisement-examples';
  const external = /^https?:\/\//i.test(href);
  return (
    <aside
      ref={ref}
      aria-label={`${label}: ${ad.title}`}
      data-ad-id={ad.id}
      className={cx(
        'relative flex h-full gap-4 overflow-hidden',
        dark
          ? 'flex-col rounded-card border border-stone-600 bg-night-soft p-5'
          : cx(cardClass, 'flex-col p-5 sm:flex-row sm:items-center sm:p-6'),
        variant === 'banner' && 'ring-1 ring-brand-200',
      )}
    >
      {ad.image && (
        <img
          src={ad.image}
          alt=""
          loading="lazy"
          width={320}
          height={200}
          className={cx('rounded-control object-cover', dark ? 'h-28 w-full' : 'h-40 w-full sm:h-28 sm:w-44')}
        />
      )}
      <div className="min-w-0 flex-1">
        <span
          className={cx(
            dark
              ? 'inline-flex w-fit items-center rounded bg-stone-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-stone-100 uppercase'
              : badgeClass('warning'),
          )}
        >
          {label}
        </span>
        <p className={cx('mt-2 text-lg font-semibold', dark ? 'text-white' : 'text-ink')}>
          {preview ? (
            ad.title
          ) : (
            <a
              href={href}
              onClick={() => send(ad.id, 'click')}
              {...(external ? { rel: 'sponsored noopener', target: '_blank' } : { rel: 'sponsored' })}
              className="after:absolute after:inset-0 hover:underline"
            >
              {ad.title}
            </a>
          )}
        </p>
        {ad.description && <p className={cx('mt-1 line-clamp-3 text-sm', dark ? 'text-stone-300' : 'text-ink-muted')}>{ad.description}</p>}
        {variant !== 'footer' && ad.features.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {ad.features.slice(0, 4).map((f) => (
              <li key={f} className={badgeClass('neutral')}>
                {f}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
