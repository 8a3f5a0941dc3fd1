/**
 * The island of /business-fallback: the page the server answers for /business/<id> addresses that were not
 * pre-built (an unknown id, "abc", or a business approved after the last build). It reads the id from the
 * address; an id that is not a positive integer shows 'İşletme Bulunamadı' at once (no API call); otherwise it
 * asks GET /api/businesses/{id} and shows the business (BusinessView) or 'İşletme Bulunamadı' on 404.
 * A skeleton shows while loading.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiResult } from '#lib/api-client.ts';
import type { PublicBusiness } from '#lib/contract/directory.ts';
import { pushPageView } from '#lib/datalayer.ts';
import { SITE } from '#lib/site.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, skeletonClass } from '#components/ui/classes.ts';
import BusinessView from './BusinessView.tsx';
import { parseBusinessId } from './links.ts';
import { trackBusinessView } from './track.ts';

type Result = { id: number; state: 'ready'; business: PublicBusiness } | { id: number; state: 'not-found' | 'error' };

const noopSubscribe = () => () => {};
const clientPath = () => window.location.pathname;
const serverPath = () => null;

export default function BusinessFallback() {
  const pathname = useSyncExternalStore(noopSubscribe, clientPath, serverPath);
  // undefined: not known yet (server rendering, hydration); null: not a valid id.
  const id = pathname === null ? undefined : parseBusinessId(pathname);
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    apiResult<PublicBusiness>(`/api/businesses/${id}`, { signal: controller.signal })
      .then((result) => {
        if (result.status === 404 || result.status === 400) return setResult({ id, state: 'not-found' });
        setResult(result.ok ? { id, state: 'ready', business: result.data } : { id, state: 'error' });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) {
          console.error('İşletme yüklenemedi', err);
          setResult({ id, state: 'error' });
        }
      });
    return () => controller.abort();
  }, [id, attempt]);

  const current = id === null ? ({ state: 'not-found' } as const) : result && result.id === id ? result : null;
  const business = current?.state === 'ready' ? current.business : null;
  const notFound = current?.state === 'not-found';

  // Title, page_view and the business view once the outcome is known.
  useEffect(() => {
    if (business) {
      document.title = `${business.name} – ${business.category}, ${business.district} | ${SITE.name}`;
      pushPageView();
      trackBusinessView({ id: business.id, name: business.name, category: business.category });
    } else if (notFound) {
      document.title = `İşletme Bulunamadı | ${SITE.name}`;
      pushPageView();
    }
  }, [business, notFound]);

  if (business) return <BusinessView business={business} />;

  if (notFound) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-14 sm:py-20" data-business-state="not-found">
        <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center sm:py-16">
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="store" size={28} />
          </span>
          <h1 className="text-2xl font-bold text-ink">İşletme Bulunamadı</h1>
          <p className="mt-2 max-w-md text-pretty text-ink-muted">
            Aradığınız işletme yayından kaldırılmış, henüz onaylanmamış ya da adres yanlış yazılmış olabilir.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href="/" className={buttonClass()}>
              <Icon name="home" size={18} />
              Ana Sayfaya Dön
            </a>
            <a href="/search" className={buttonClass({ variant: 'secondary' })}>
              <Icon name="search" size={18} />
              İşletme Ara
            </a>
          </div>
        </div>
      </div>
    );
  }

  if (current?.state === 'error') {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-14 sm:py-20" data-business-state="error">
        <div role="alert" className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <Icon name="alert-triangle" size={28} />
          </span>
          <h1 className="text-2xl font-bold text-ink">İşletme yüklenemedi</h1>
          <p className="mt-2 max-w-md text-pretty text-ink-muted">Bağlantınızı kontrol edip tekrar deneyin.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonClass()} onClick={() => setAttempt((n) => n + 1)}>
              Tekrar dene
            </button>
            <a href="/" className={buttonClass({ variant: 'secondary' })}>
              Ana Sayfaya Dön
            </a>
          </div>
        </div>
      </div>
    );
  }

  // Loading skeleton: the shape of the business page.
  return (
    <div className="border-b border-line bg-surface" data-business-state="loading" aria-busy="true">
      <div className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <p className="sr-only" role="status">
          İşletme yükleniyor…
        </p>
        <div className={cx(skeletonClass, 'mb-5 h-5 w-48')} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <div className={cx(skeletonClass, 'aspect-[4/3] w-full rounded-panel')} />
          <div className="flex flex-col gap-4">
            <div className={cx(skeletonClass, 'h-6 w-28 rounded-full')} />
            <div className={cx(skeletonClass, 'h-10 w-4/5')} />
            <div className={cx(skeletonClass, 'h-5 w-40')} />
            <div className={cx(skeletonClass, 'h-7 w-56')} />
            <div className="flex gap-3">
              <div className={cx(skeletonClass, 'h-12 w-44')} />
              <div className={cx(skeletonClass, 'h-12 w-40')} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
