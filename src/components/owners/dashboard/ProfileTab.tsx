/** 'Profil': the business's description and the owner's verification documents. */
import { badgeClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import type { TabProps } from './types.ts';

export default function ProfileTab({ record }: TabProps) {
  return (
    <div className="space-y-6">
      <section className={cx(cardClass, 'p-5')} aria-labelledby="od-desc">
        <h3 id="od-desc" className="text-lg font-bold text-ink">
          Açıklama
        </h3>
        <p className="mt-2 whitespace-pre-line text-ink">{record.business?.description || record.description || 'Henüz açıklama yok'}</p>
      </section>
      <section className={cx(cardClass, 'p-5')} aria-labelledby="od-docs">
        <h3 id="od-docs" className="text-lg font-bold text-ink">
          Doğrulama belgeleri
        </h3>
        {record.documents.length === 0 ? (
          <p className="mt-2 text-ink-muted">Belge yok.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {record.documents.map((d) => (
              <li key={d.key} className="flex flex-wrap items-center justify-between gap-2">
                <a href={`/api/business-owners/documents/${d.key}`} className={linkClass}>
                  {d.name}
                </a>
                <span className={badgeClass('success')}>Yüklendi</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
