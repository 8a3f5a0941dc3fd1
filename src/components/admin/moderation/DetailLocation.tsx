/** The detail's map pin as coordinates (six decimals) with a link to OpenStreetMap, or 'no location'. */
import { cardClass, cx, linkClass } from '#components/ui/classes.ts';
import type { ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

const d = copy.detail;

/** A coordinate as stored or typed (number, text, empty), as a number or null. */
const coordinate = (v: ModerationDetail['latitude']) => (v != null && v !== '' ? Number(v) : null);

export default function DetailLocation({ uid, business }: { uid: string; business: ModerationDetail }) {
  const lat = coordinate(business.latitude);
  const lng = coordinate(business.longitude);
  return (
    <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-loc`}>
      <h3 id={`${uid}-loc`} className="font-bold text-ink">
        {d.location}
      </h3>
      {lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? (
        <p className="mt-2 text-ink tabular-nums">
          {lat.toFixed(6)}, {lng.toFixed(6)}{' '}
          <a
            href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {d.openMap}
          </a>
        </p>
      ) : (
        <p className="mt-2 text-ink-muted">{d.noLocation}</p>
      )}
    </section>
  );
}
