/**
 * The /map page's sizes, shared by the island (MapPage.tsx) and the page's placeholder (map.astro) so the
 * island replaces the placeholder without moving anything.
 *
 * On a phone the map is the page: it fills the screen below the header, the title and the toolbar's two rows
 * (the filter chips; the counts, locate and the map/list switch): 19rem on a 390×844 screen, the map is then 540 px,
 * all of it in view; never under 360 px. From `sm` on it is 72 % of the viewport, 420–760 px. From `lg` on (as
 * Google Maps) the map and the side column beside it (title, filters, counts, the list) fill the screen below
 * the header's sticky part (DESKTOP_HEIGHT_CLASS: 100dvh less the header's two rows, 7.3rem; the promotion strip
 * above them scrolls away).
 */
export const DESKTOP_HEIGHT_CLASS = 'lg:h-[calc(100dvh-7.3rem)] lg:min-h-[480px]';
export const MAP_HEIGHT_CLASS =
  'h-[calc(100svh-19rem)] min-h-[360px] sm:h-[72dvh] sm:max-h-[760px] sm:min-h-[420px] lg:h-[calc(100dvh-7.3rem)] lg:max-h-none lg:min-h-[480px]';
/** The side column's width from `lg` on (the title above it in map.astro has the same). */
export const SIDE_WIDTH_CLASS = 'lg:w-[26rem] xl:w-[28rem]';
export const SIDE_GRID_CLASS = 'lg:grid-cols-[26rem_minmax(0,1fr)] xl:grid-cols-[28rem_minmax(0,1fr)]';
/** From `lg` on: the list beside the map (no map/list switch). */
export const WIDE_QUERY = '(min-width: 1024px)';

/** The toolbar (filters button, counts, locate, map/list) above the map: one row of 2.75rem controls. */
export const TOOLBAR_MIN_HEIGHT_CLASS = 'min-h-11';

/**
 * Room kept free around markers when the map fits its businesses into view: the zoom buttons (top right,
 * ~40 px wide with their margin) plus half the largest cluster (32 px), the notices over the top left, the
 * credit line and the fallback notice at the bottom. Clusters are then never drawn under the controls.
 */
export const FIT_PADDING = { top: 64, right: 84, bottom: 48, left: 40 } as const;

/** Phones (below Tailwind's `sm`): the selected business is a card along the map's bottom, not a popup. */
export const COMPACT_QUERY = '(max-width: 639.98px)';

/** Room in px on each side of a box (FIT_PADDING, a cluster's zoom). */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Pixels below the centre for a point whose popup opens above it. */
export const POPUP_ROOM = 130;
/** On a phone: pixels above the centre for a point, so the bottom card does not cover it. */
export const CARD_ROOM = -110;
/** A point the phone's card (the bottom ~45 % of the map) or the edges would hide: the map brings it above the card. */
export const hiddenByCard = (p: { x: number; y: number }, w: number, h: number) => p.y > h * 0.5 || p.y < 60 || p.x < 30 || p.x > w - 30;
/** Room around a cluster's members when it is opened. */
export const CLUSTER_PADDING = 72;
/** Where a selected point goes relative to the centre: below it for the popup, above it for the phone's card. */
export const popupRoom = (compact: boolean) => (compact ? CARD_ROOM : POPUP_ROOM);
