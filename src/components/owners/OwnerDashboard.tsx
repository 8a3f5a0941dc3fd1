/**
 * /business-owner-dashboard (spec §2 "Owner dashboard"; decision 011): the logged-in person's ownerships and
 * applications (GET /api/business-owners), one at a time with a switcher. Header (logo, name, status and
 * plan badges), pending/rejected banners, four totals of the last 30 days, tabs overview / analytics
 * (chart loaded only here, with the same numbers as a table and the published counting rules) / profile /
 * subscription (the plans of the one price list), and the quick actions Düzenle, Fotoğraf ekle, Ayarlar.
 *
 * The shell: loading, sign-in and empty states, the switcher, header, panels and totals; each tab is one file
 * in dashboard/ (listed in dashboard/tabs.ts), the data comes from dashboard/use-owner-records.ts.
 */
import { useState } from 'react';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, inputClass, skeletonClass } from '#components/ui/classes.ts';
import EditListing, { type Option } from './EditListing.tsx';
import OwnerSettings from './OwnerSettings.tsx';
import { DashboardHeader, STATUS_BADGE, StatusBanner } from './dashboard/DashboardHeader.tsx';
import { DashboardTabs } from './dashboard/DashboardTabs.tsx';
import { isTabId, type TabId } from './dashboard/tabs.ts';
import { Totals } from './dashboard/Totals.tsx';
import type { Panel } from './dashboard/types.ts';
import { useOwnerRecords } from './dashboard/use-owner-records.ts';

export default function OwnerDashboard({
  categories,
  districts,
  mapSettings,
}: {
  categories: Option[];
  districts: Option[];
  mapSettings?: MapStyleSettings;
}) {
  const { loading, user, records, error, record, live, stats, suggestions, changes, choose, refresh } = useOwnerRecords();
  // ?sekme=mesajlar: the new-message mail's link (the tabs render only after the records load, never on the server).
  const [tab, setTab] = useState<TabId>(() =>
    typeof location !== 'undefined' && new URLSearchParams(location.search).get('sekme') === 'mesajlar' ? 'messages' : 'overview',
  );
  const [panel, setPanel] = useState<Panel>(null);

  if (loading) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Yükleniyor…</span>
        <div className={cx(skeletonClass, 'h-48 w-full')} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
        <h2 className="text-2xl font-bold text-ink">Giriş yapın</h2>
        <p className="mt-2 text-ink-muted">İşletme panelinizi görmek için hesabınıza giriş yapın.</p>
        <a href={`/login?next=${encodeURIComponent('/business-owner-dashboard')}`} className={cx(buttonClass(), 'mt-6')}>
          Giriş yap
        </a>
      </div>
    );
  }
  if (error) {
    return (
      <p className={cx(cardClass, 'p-6 text-danger-700')} role="alert">
        {error}
      </p>
    );
  }
  if (!record) {
    return (
      <div className={cx(cardClass, 'p-6 text-center sm:p-8')}>
        <Icon name="store" size={40} className="mx-auto text-ink-muted" />
        <h2 className="mt-4 text-2xl font-bold text-ink">İşletme sahipliği bulunamadı</h2>
        <p className="mt-2 text-ink-muted">Hesabınıza bağlı bir işletme veya başvuru yok.</p>
        <a href="/business-owner-register" className={cx(buttonClass(), 'mt-6')}>
          İşletme sahibi ol
        </a>
      </div>
    );
  }

  const closePanelAndRefresh = () => {
    setPanel(null);
    refresh();
  };

  return (
    <div className="space-y-6">
      {records && records.length > 1 && (
        <div>
          <label htmlFor="od-switch" className="mb-1.5 block text-sm font-semibold text-ink">
            İşletme
          </label>
          <select
            id="od-switch"
            value={record.id}
            onChange={(e) => {
              choose(Number(e.target.value));
              setPanel(null);
            }}
            className={cx(inputClass, 'max-w-md')}
          >
            {records.map((r) => (
              <option key={r.id} value={r.id}>
                {r.businessName} ({STATUS_BADGE[r.status]?.[0] ?? 'Bilinmiyor'})
              </option>
            ))}
          </select>
        </div>
      )}

      <DashboardHeader record={record} live={live} openPanel={setPanel} />
      <StatusBanner record={record} />

      {panel?.kind === 'settings' && <OwnerSettings record={record} onChanged={closePanelAndRefresh} />}
      {(panel?.kind === 'edit' || panel?.kind === 'photos') && record.businessId !== null && (
        <EditListing
          ownerId={record.id}
          businessId={record.businessId}
          plan={record.subscriptionPlan}
          mode={panel.kind}
          suggestionId={panel.suggestionId ?? null}
          focus={panel.focus ?? null}
          categories={categories}
          districts={districts}
          mapSettings={mapSettings}
          onClose={() => setPanel(null)}
          onSent={closePanelAndRefresh}
        />
      )}

      <Totals stats={stats} />

      <DashboardTabs
        tab={tab}
        onTab={setTab}
        record={record}
        live={live}
        stats={stats}
        suggestions={suggestions}
        changes={changes}
        openPanel={setPanel}
        showTab={(id) => isTabId(id) && setTab(id)}
        refresh={refresh}
      />
    </div>
  );
}
