/**
 * The map's fixed settings and Turkish UI strings, shared by every map island (BaseMap, /map, the business
 * page's mini-map, the /add-business location picker). Pure TypeScript, safe in the browser.
 *
 * Base style (PD13): `MAP_STYLE_URL` / `MAP_ATTRIBUTION` from configuration, rendered into the page at
 * build time (settings.ts); without them OpenFreeMap's "liberty" style, a free vector style that needs no
 * key, credited the way OpenFreeMap asks. When that style or its tiles cannot load, BaseMap switches to the
 * local FALLBACK_STYLE_URL (public/map/fallback-style.json: no remote URLs, no glyphs, no sprites).
 */

/** OpenFreeMap's "liberty" style (https://openfreemap.org): free, no key, no registration. */
export const DEFAULT_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
/**
 * The credit OpenFreeMap asks for, word for word as its liberty style's source carries it (MapLibre shows
 * identical credits once, so it also stays visible if a proxy strips the style's own).
 */
export const DEFAULT_ATTRIBUTION =
  '<a href="https://openfreemap.org" target="_blank">OpenFreeMap</a> <a href="https://www.openmaptiles.org/" target="_blank">&copy; OpenMapTiles</a> Data from <a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>';

/** The plain local style used offline or when the configured style fails. */
export const FALLBACK_STYLE_URL = '/map/fallback-style.json';

/** How long the configured style may take before the fallback is used. */
export const STYLE_TIMEOUT_MS = 8000;

/** Adana city centre (spec §2: 37, 35.3213, zoom 12). */
export const ADANA_CENTER = { latitude: 37, longitude: 35.3213 } as const;
export const DEFAULT_ZOOM = 12;
/** Locate-me and the business page's mini-map. */
export const LOCATE_ZOOM = 15;
export const DETAIL_ZOOM = 16;

/** The style and credit a map uses; built at build time from configuration (settings.ts). */
export interface MapStyleSettings {
  styleUrl: string;
  /** HTML credit line shown in the attribution control (may be empty when the style carries its own). */
  attribution: string;
}

export const DEFAULT_MAP_SETTINGS: MapStyleSettings = { styleUrl: DEFAULT_STYLE_URL, attribution: DEFAULT_ATTRIBUTION };

/** MapLibre's control labels in Turkish (the `locale` map option; keys from maplibre's default_locale). */
export const MAP_LOCALE_TR: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Harita kaynaklarını göster veya gizle',
  'AttributionControl.MapFeedback': 'Harita geri bildirimi',
  'FullscreenControl.Enter': 'Tam ekran',
  'FullscreenControl.Exit': 'Tam ekrandan çık',
  'GeolocateControl.FindMyLocation': 'Konumumu bul',
  'GeolocateControl.LocationNotAvailable': 'Konum bilgisi alınamadı',
  'LogoControl.Title': 'MapLibre logosu',
  'Map.Title': 'Harita',
  'Marker.Title': 'Harita işaretçisi',
  'NavigationControl.ResetBearing': 'Haritayı döndürmek için sürükleyin, kuzeye çevirmek için tıklayın',
  'NavigationControl.ZoomIn': 'Yakınlaştır',
  'NavigationControl.ZoomOut': 'Uzaklaştır',
  'Popup.Close': 'Kapat',
  'ScaleControl.Feet': 'ft',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'ScaleControl.Miles': 'mil',
  'ScaleControl.NauticalMiles': 'dm',
  'GlobeControl.Enable': 'Küre görünümünü aç',
  'GlobeControl.Disable': 'Küre görünümünü kapat',
  'TerrainControl.Enable': 'Araziyi göster',
  'TerrainControl.Disable': 'Araziyi gizle',
  'CooperativeGesturesHandler.WindowsHelpText': 'Haritayı yakınlaştırmak için Ctrl + kaydırma kullanın',
  'CooperativeGesturesHandler.MacHelpText': 'Haritayı yakınlaştırmak için ⌘ + kaydırma kullanın',
  'CooperativeGesturesHandler.MobileHelpText': 'Haritayı kaydırmak için iki parmağınızı kullanın',
};

/** The base map's own words (BaseMap's states and notice). */
export const BASE_MAP_COPY = {
  loading: 'Harita yükleniyor...',
  failed: 'Harita yüklenemedi',
  failedText: 'Tarayıcınız haritayı gösteremiyor (WebGL desteklenmiyor olabilir).',
  simplified: 'Altlık harita yüklenemedi; basitleştirilmiş harita gösteriliyor.',
} as const;
