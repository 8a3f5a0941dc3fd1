import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Bbox } from '#lib/map-grid.ts';
import { cameraAt, fitCamera, numberAt, project, styleShapes, unproject, viewBounds, type PlainStyle } from './preview.ts';
import { FIT_PADDING } from './layout.ts';

const phone = { width: 358, height: 556 };
const adana = { latitude: 37, longitude: 35.3213, zoom: 12 };

describe('the preview camera (Web Mercator, 512 px tiles, as maplibre)', () => {
  it('draws the camera centre at the box centre and maps a point back to itself', () => {
    expect(project(adana, phone, adana.longitude, adana.latitude)).toEqual({ x: 179, y: 278 });
    const p = project(adana, phone, 35.35, 36.98);
    const back = unproject(adana, phone, p);
    expect(back.longitude).toBeCloseTo(35.35, 9);
    expect(back.latitude).toBeCloseTo(36.98, 9);
    // At zoom 0 the world is 512 px wide: one degree of longitude is 512/360 px.
    expect(project({ latitude: 0, longitude: 0, zoom: 0 }, { width: 0, height: 0 }, 1, 0).x).toBeCloseTo(512 / 360, 9);
  });

  it('fits an extent inside the padded box, touching it on one side, never past maxZoom', () => {
    const extent: Bbox = [35.2, 36.95, 35.45, 37.08];
    const cam = fitCamera(extent, phone, FIT_PADDING, 16);
    const sw = project(cam, phone, extent[0], extent[1]);
    const ne = project(cam, phone, extent[2], extent[3]);
    expect(sw.x).toBeGreaterThanOrEqual(FIT_PADDING.left - 1e-6);
    expect(ne.x).toBeLessThanOrEqual(phone.width - FIT_PADDING.right + 1e-6);
    expect(ne.y).toBeGreaterThanOrEqual(FIT_PADDING.top - 1e-6);
    expect(sw.y).toBeLessThanOrEqual(phone.height - FIT_PADDING.bottom + 1e-6);
    const touches = [
      sw.x - FIT_PADDING.left,
      phone.width - FIT_PADDING.right - ne.x,
      ne.y - FIT_PADDING.top,
      phone.height - FIT_PADDING.bottom - sw.y,
    ];
    expect(Math.min(...touches.map(Math.abs))).toBeLessThan(1e-6);
    // A single point is shown at maxZoom.
    expect(fitCamera([35.3, 37, 35.3, 37], phone, FIT_PADDING, 12).zoom).toBe(12);
  });

  it('places a target above or below the centre and reads the bounds of a view', () => {
    const cam = cameraAt({ latitude: 37, longitude: 35.3 }, 16, -110);
    expect(project(cam, phone, 35.3, 37).y).toBeCloseTo(phone.height / 2 - 110, 6);
    const b = viewBounds(adana, phone);
    expect(b.west).toBeLessThan(adana.longitude);
    expect(b.east).toBeGreaterThan(adana.longitude);
    expect(b.south).toBeLessThan(adana.latitude);
    expect(b.north).toBeGreaterThan(adana.latitude);
    expect(project(adana, phone, b.east, b.south).x).toBeCloseTo(phone.width, 6);
  });
});

describe('the local style as SVG', () => {
  const style = JSON.parse(fs.readFileSync(new URL('../../../public/map/fallback-style.json', import.meta.url), 'utf8')) as PlainStyle;

  it('draws every layer of public/map/fallback-style.json', () => {
    const { background, shapes } = styleShapes(style, adana, phone);
    expect(background).toBe('#f4f1ea');
    expect(shapes.map((s) => s.id)).toEqual(style.layers.filter((l) => l.type !== 'background').map((l) => l.id));
    const water = shapes.find((s) => s.id === 'water')!;
    expect(water.fill).toBe('#bfe3f0');
    expect(water.d).toMatch(/^M[-\d.]+ [-\d.]+(L[-\d.]+ [-\d.]+)+Z/);
    expect(shapes.find((s) => s.id === 'river')!.strokeWidth).toBe(4);
  });

  it('interpolates line widths by zoom as maplibre does', () => {
    const width = ['interpolate', ['linear'], ['zoom'], 8, 1.5, 12, 4, 16, 10];
    expect(numberAt(width, 6)).toBe(1.5);
    expect(numberAt(width, 10)).toBe(2.75);
    expect(numberAt(width, 14)).toBe(7);
    expect(numberAt(width, 18)).toBe(10);
  });
});
