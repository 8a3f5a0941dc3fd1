/** The detail's photos with their count: thumbnails linking to the full size, the first marked as the main one. */
import { badgeClass, cardClass, cx } from '#components/ui/classes.ts';
import { photoList, type ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

const d = copy.detail;

export default function DetailPhotos({ uid, business }: { uid: string; business: ModerationDetail }) {
  const photos = photoList(business);
  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-photos`}>
      <h3 id={`${uid}-photos`} className="font-bold text-ink">
        {d.photos} ({photos.length})
      </h3>
      {photos.length === 0 ? (
        <p className="mt-2 text-ink-muted">{d.noPhotos}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((p, i) => (
            <li key={p.url} className="relative">
              <a href={p.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={p.thumbUrl}
                  alt={d.photoAlt(i + 1, business.name)}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-control border border-line object-cover"
                />
              </a>
              {i === 0 && <span className={badgeClass('brand', 'absolute top-2 left-2 bg-white')}>{d.main}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
