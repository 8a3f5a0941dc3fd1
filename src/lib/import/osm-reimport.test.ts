import { describe, expect, it } from 'vitest';
import { planOsmReimport, sameValue } from './osm-reimport.ts';
import { detectOsmFormat, isOsmFile } from './osm-file.ts';

describe('planOsmReimport (PD23: a re-import never overwrites a field changed here since the last import)', () => {
  const last = {
    name: 'Kebapçı',
    phone: '+903224571234',
    email: 'a@ornek.test',
    hours: { mon: [['09:00', '18:00']] },
    latitude: '36.99410000',
    description: '',
  };

  it('takes the new OSM value of a field nobody changed, keeps one an owner or admin changed', () => {
    const stored = { ...last, phone: '+905321112233' };
    const incoming = { ...last, name: 'Kebapçı Ali', phone: '+903224570000', hours: { mon: [['10:00', '22:00']] } };
    const plan = planOsmReimport(stored, last, incoming);
    expect(plan.set).toEqual({ name: 'Kebapçı Ali', hours: { mon: [['10:00', '22:00']] } });
    expect(plan.kept).toEqual(['phone']);
    expect(plan.imported).toEqual(incoming);
  });

  it('empties a field whose tag left OSM, but never a required one', () => {
    const plan = planOsmReimport(last, last, { ...last, email: null, name: '' });
    expect(plan.set).toEqual({ email: null });
    expect(plan.kept).toEqual(['name']);
  });

  it('nothing to change when OSM says what is stored (jsonb key order and empty values alike)', () => {
    const stored = { ...last, hours: { mon: [['09:00', '18:00']] }, description: null };
    expect(planOsmReimport(stored, last, { ...last }).set).toEqual({});
  });

  it('without the last import’s values only empty fields are filled', () => {
    const plan = planOsmReimport({ ...last, email: null }, null, { ...last, phone: '+903224570000', email: 'b@ornek.test' });
    expect(plan.set).toEqual({ email: 'b@ornek.test' });
    expect(plan.kept).toEqual(['phone']);
  });

  it('compares objects by content', () => {
    expect(sameValue({ b: 1, a: [1, 2] }, { a: [1, 2], b: 1 })).toBe(true);
    expect(sameValue({}, null)).toBe(true);
    expect(sameValue('36.99410000', '36.99420000')).toBe(false);
  });
});

describe('telling an OpenStreetMap file', () => {
  it('by its name or type', () => {
    expect(['adana.json', 'Adana.GEOJSON', 'export.osm'].map((name) => isOsmFile({ name }))).toEqual([true, true, true]);
    expect(isOsmFile({ name: 'veri', type: 'application/geo+json' })).toBe(true);
    expect(isOsmFile({ name: 'isletmeler.csv', type: 'text/csv' })).toBe(false);
  });
  it('by its text', () => {
    expect(detectOsmFormat('<?xml version="1.0"?>\n<osm version="0.6"></osm>')).toBe('osm-xml');
    expect(detectOsmFormat('{"version":0.6,"elements":[]}')).toBe('overpass');
    expect(detectOsmFormat('{"type":"FeatureCollection","features":[]}')).toBe('geojson');
    expect(detectOsmFormat('name;category\n')).toBeNull();
  });
});
