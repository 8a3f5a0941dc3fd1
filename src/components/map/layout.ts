/**
 * The /map page's sizes, shared by the island (MapPage.tsx) and the page's placeholder (map.astro) so the
 * island replaces the placeholder without moving anything.
 *
 * On a phone the map is the page: it fills the screen below the header, the title, the toolbar and the
 * counts (18rem on a 390×844 screen: the map is then 556 px, two thirds of the screen, all of it in view;
 * never under 360 px). From `sm` on it is 72 % of the viewport, 420–760 px.
 */
export const MAP_HEIGHT_CLASS = 'h-[calc(100svh-18rem)] min-h-[360px] sm:h-[72dvh] sm:max-h-[760px] sm:min-h-[420px]';

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
