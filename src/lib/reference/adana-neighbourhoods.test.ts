import { describe, expect, it } from 'vitest';
import { districtSeeds } from './districts.ts';
import { ADANA_NEIGHBOURHOODS, districtsOfNeighbourhood, neighbourhoodKey } from './adana-neighbourhoods.ts';

describe("Adana's neighbourhoods by district", () => {
  it("cover the guide's five districts and the neighbourhoods the sample data names", () => {
    for (const d of districtSeeds) expect(ADANA_NEIGHBOURHOODS[d.name]?.length ?? 0).toBeGreaterThan(20);
    expect(ADANA_NEIGHBOURHOODS['Seyhan']).toContain('Reşatbey');
    expect(ADANA_NEIGHBOURHOODS['Çukurova']).toContain('Güzelyalı');
  });

  it('are found by name in any spelling, and a name of several districts gives them all', () => {
    expect(neighbourhoodKey('GAZİPAŞA MAHALLESİ')).toBe('gazipasa');
    expect(neighbourhoodKey('Belediye Evleri Mah.')).toBe('belediyeevleri');
    expect(districtsOfNeighbourhood('Tepebağ')).toEqual(['Seyhan']);
    expect(districtsOfNeighbourhood('huzurevleri mah.')).toEqual(['Çukurova']);
    expect(districtsOfNeighbourhood('Gazipaşa').sort()).toEqual(['Seyhan', 'Yüreğir']);
    expect(districtsOfNeighbourhood('Belediye Evleri').sort()).toEqual(['Ceyhan', 'Çukurova']);
    expect(districtsOfNeighbourhood('Atlantis')).toEqual([]);
    expect(districtsOfNeighbourhood('')).toEqual([]);
  });
});
