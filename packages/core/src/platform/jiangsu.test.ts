import { describe, expect, it } from 'vitest';
import { PROVINCE_BOUNDS } from '../validate/facility';
import { JIANGSU_CITIES } from './jiangsu';

describe('the province’s cities, read from jiangsu.json', () => {
  it('are the 13 prefecture-level cities with their division codes, names and a centre inside the province', () => {
    expect(JIANGSU_CITIES).toHaveLength(13);
    expect(JIANGSU_CITIES.map((city) => city.code)).toEqual(
      Array.from({ length: 13 }, (_, index) => `32${String(index + 1).padStart(2, '0')}00`),
    );
    expect(JIANGSU_CITIES[0]).toEqual({ code: '320100', name: '南京市', center: [118.767413, 32.041544] });
    for (const { name, center } of JIANGSU_CITIES) {
      expect(name).toMatch(/^.{2,3}市$/);
      expect(center[0]).toBeGreaterThan(PROVINCE_BOUNDS.minLongitude);
      expect(center[0]).toBeLessThan(PROVINCE_BOUNDS.maxLongitude);
      expect(center[1]).toBeGreaterThan(PROVINCE_BOUNDS.minLatitude);
      expect(center[1]).toBeLessThan(PROVINCE_BOUNDS.maxLatitude);
    }
  });
});
