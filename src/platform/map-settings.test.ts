import { describe, expect, it } from 'vitest';
import { parseConfig, ConfigError } from '#platform/config.ts';
import { DEFAULT_ATTRIBUTION, DEFAULT_STYLE_URL } from '#lib/map-config.ts';
import { mapSettings } from './map-settings.ts';

describe('map settings from configuration', () => {
  it('defaults to OpenFreeMap liberty with its credit', () => {
    expect(mapSettings({})).toEqual({ styleUrl: DEFAULT_STYLE_URL, attribution: DEFAULT_ATTRIBUTION });
    expect(mapSettings({ MAP_STYLE_URL: '  ', MAP_ATTRIBUTION: '' })).toEqual({
      styleUrl: DEFAULT_STYLE_URL,
      attribution: DEFAULT_ATTRIBUTION,
    });
  });

  it('uses a configured style with its own credit, or none', () => {
    expect(mapSettings({ MAP_STYLE_URL: 'https://harita.ornek.com/style.json', MAP_ATTRIBUTION: '© Örnek' })).toEqual({
      styleUrl: 'https://harita.ornek.com/style.json',
      attribution: '© Örnek',
    });
    expect(mapSettings({ MAP_STYLE_URL: '/map/style.json' })).toEqual({ styleUrl: '/map/style.json', attribution: '' });
  });

  it('refuses a style address that is not http(s) or a path, naming the variable', () => {
    expect(() => parseConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => parseConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });
});
