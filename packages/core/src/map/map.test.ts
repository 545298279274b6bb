import { describe, expect, it } from 'vitest';
import type { MapFeatureProperties } from '../contract/map';
import { MAP_TEXT } from '../messages/map';
import { JIANGSU_CITIES } from '../platform/jiangsu';
import { clusterIndex, clusterOptions, featuresDrawn } from './cluster';
import { formatCoordinate, MAP_DEFAULTS } from './constants';
import { checkMapFeature, kindOf } from './feature';
import { fromTileDatum, gcj02ToWgs84, toTileDatum, wgs84ToGcj02 } from './gcj02';
import { draftsFromCsv, draftsFromGeoJson } from './importFile';
import { crossesCities, detailsPath, freeTextField, maskContactPhone, pickedRows, popupContent } from './popup';
import { citiesCrossed, cityAt, inProvince, provinceExtent, provinceOutline } from './province';

describe('SPEC §9 map constants', () => {
  it('centre 119.95,31.78, zoom 15, map id sgmap, clusters of 50 px, circle 12, border 1', () => {
    expect(MAP_DEFAULTS.center).toEqual([119.95, 31.78]);
    expect(MAP_DEFAULTS.zoom).toBe(15);
    expect(MAP_DEFAULTS.mapId).toBe('sgmap');
    expect(MAP_DEFAULTS.clusterDistance).toBe(50);
    expect(MAP_DEFAULTS.clusterSize).toBe(12);
    expect(MAP_DEFAULTS.clusterBorderWidth).toBe(1);
    expect(formatCoordinate(119.9)).toBe('119.900000');
  });
});

describe('clustering', () => {
  it('measures the radius against 256 px tiles, as OpenLayers draws them', () => {
    expect(clusterOptions()).toMatchObject({ radius: 50, extent: 256 });
    expect(clusterOptions(80).radius).toBe(80);
  });

  it('joins points closer than 50 px and keeps farther ones apart; a cluster expands on zoom', () => {
    // At zoom 10 a pixel is about 0.0014 degree of longitude: 0.01° ≈ 7 px, 0.2° ≈ 146 px.
    const points = [
      { lon: 119.0, lat: 32.0, properties: { name: 'a' } },
      { lon: 119.01, lat: 32.0, properties: { name: 'b' } },
      { lon: 119.2, lat: 32.0, properties: { name: 'c' } },
    ];
    const index = clusterIndex(points);
    const items = index.at([118, 31, 121, 33], 10);
    expect(items).toHaveLength(2);
    const cluster = items.find((item) => item.cluster);
    if (!cluster?.cluster) throw new Error('no cluster');
    expect(cluster.count).toBe(2);
    expect(
      index
        .leaves(cluster.id)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['a', 'b']);
    const zoom = index.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(10);
    expect(index.at([118, 31, 121, 33], zoom).filter((item) => !item.cluster)).toHaveLength(3);
  });

  it('clusters 20,000 points and answers a zoom fast enough to redraw', () => {
    const points = Array.from({ length: 20_000 }, (_, i) => ({
      lon: 117 + ((i * 7919) % 4000) / 1000,
      lat: 31 + ((i * 104_729) % 3500) / 1000,
      properties: { i },
    }));
    const index = clusterIndex(points);
    const started = performance.now();
    const items = index.at([116, 30, 122, 35], 8);
    expect(performance.now() - started).toBeLessThan(100);
    const total = items.reduce((sum, item) => sum + (item.cluster ? item.count : 1), 0);
    expect(total).toBe(20_000);
  });
});

describe('features drawn', () => {
  it('counts a cluster as the points it holds and a single point as one', () => {
    const points = [
      ...Array.from({ length: 5 }, (_, i) => ({ lon: 120.6 + i * 0.001, lat: 31.3, properties: { id: i } })),
      { lon: 118.8, lat: 32.05, properties: { id: 9 } },
    ];
    const items = clusterIndex(points).at([116, 30, 122, 35.5], 7);
    expect(items).toHaveLength(2);
    expect(featuresDrawn(items)).toBe(6);
  });
});

describe('GCJ-02', () => {
  it('moves a Nanjing coordinate by the known offset and back within a centimetre', () => {
    const wgs: [number, number] = [118.767413, 32.041544];
    const gcj = wgs84ToGcj02(wgs);
    // The published transform shifts Nanjing about half a kilometre east.
    expect(gcj[0] - wgs[0]).toBeGreaterThan(0.004);
    expect(gcj[0] - wgs[0]).toBeLessThan(0.007);
    expect(Math.abs(gcj[1] - wgs[1])).toBeLessThan(0.004);
    const back = gcj02ToWgs84(gcj);
    expect(Math.abs(back[0] - wgs[0])).toBeLessThan(1e-7);
    expect(Math.abs(back[1] - wgs[1])).toBeLessThan(1e-7);
  });

  it('leaves coordinates outside China and WGS84 tiles unchanged', () => {
    expect(wgs84ToGcj02([2.35, 48.85])).toEqual([2.35, 48.85]);
    expect(toTileDatum([119, 32], 'wgs84')).toEqual([119, 32]);
    const there = toTileDatum([119, 32], 'gcj02');
    expect(there).not.toEqual([119, 32]);
    const back = fromTileDatum(there, 'gcj02');
    expect(back[0]).toBeCloseTo(119, 6);
    expect(back[1]).toBeCloseTo(32, 6);
  });
});

describe('province containment', () => {
  it('finds each city at its centre', () => {
    for (const city of JIANGSU_CITIES) expect(cityAt(city.center[0], city.center[1])).toBe(city.code);
  });

  it('refuses points outside the outline even inside its bounding box', () => {
    expect(inProvince(116.0, 33.0)).toBe(false);
    // Shanghai and Hefei lie within the province's rectangle but outside its outline.
    expect(inProvince(121.47, 31.23)).toBe(false);
    expect(inProvince(117.27, 31.86)).toBe(false);
    expect(inProvince(Number.NaN, 32)).toBe(false);
    const [minLon, minLat, maxLon, maxLat] = provinceExtent();
    expect(minLon).toBeLessThan(117);
    expect(maxLon).toBeGreaterThan(121.5);
    expect(minLat).toBeLessThan(31);
    expect(maxLat).toBeGreaterThan(35);
  });

  it('lists the cities a line crosses, in order', () => {
    const nanjing = JIANGSU_CITIES.find((c) => c.code === '320100');
    const suzhou = JIANGSU_CITIES.find((c) => c.code === '320500');
    if (!nanjing || !suzhou) throw new Error('cities');
    const crossed = citiesCrossed([nanjing.center, suzhou.center]);
    expect(crossed[0]).toBe('320100');
    expect(crossed.at(-1)).toBe('320500');
    expect(crossed.length).toBeGreaterThanOrEqual(4);
  });

  it('gives the outline of 13 cities for drawing', () => {
    const outline = provinceOutline();
    expect(outline.features).toHaveLength(13);
    expect(outline.features.map((f) => f.properties.name)).toContain(JIANGSU_CITIES[0].name);
  });
});

describe('popup content', () => {
  const feature: MapFeatureProperties = {
    id: 7,
    ifUse: '2',
    source: 'record',
    name: 'Solar farm',
    userName: 'Li',
    userPhone: '139****5678',
    thisType: 'pv',
    cityCode: '320100',
    lat: 32,
    lon: 119,
    popup: { capacity: '12.5', status: '', city: 'Nanjing' },
    popupName: { capacity: 'Capacity', status: 'Status', city: 'City' },
  };

  it('shows name, labelled rows in order without empty values, contact and the details link', () => {
    const content = popupContent(feature);
    expect(content.title).toBe('Solar farm');
    expect(content.rows).toEqual([
      { label: 'Capacity', value: '12.5' },
      { label: 'City', value: 'Nanjing' },
    ]);
    expect(content.contactName).toBe('Li');
    expect(content.contactPhone).toBe('139****5678');
    expect(content.detailsPath).toBe('/portal/enterpriseDataThree?id=7&ifUse=2&title=Solar+farm');
  });

  it('adds thisType for networks (SPEC §2) and the source for map data points', () => {
    expect(detailsPath({ ...feature, ifUse: '4', thisType: 'oil', source: 'map' })).toBe(
      '/portal/enterpriseDataThree?id=7&ifUse=4&title=Solar+farm&thisType=oil',
    );
    expect(detailsPath({ ...feature, source: 'map' })).toContain('&source=map');
  });

  it('masks phones and shows picked coordinates with six decimals', () => {
    expect(maskContactPhone('13912345678')).toBe('139****5678');
    expect(maskContactPhone('025-84561234')).toBe('025-84****34');
    expect(pickedRows(119.5, 32.25)).toEqual([
      { label: MAP_TEXT.longitude, value: '119.500000' },
      { label: MAP_TEXT.latitude, value: '32.250000' },
    ]);
  });
});

describe('details fields by kind and source', () => {
  it("names the free-text column by where the feature comes from, and only a network's cities as crossed", () => {
    expect(freeTextField('2', 'record')).toBe('address');
    expect(freeTextField('3', 'record')).toBe('projectCode');
    expect(freeTextField('3', 'map')).toBe('remark');
    expect(freeTextField('2', 'map')).toBe('remark');
    expect(freeTextField('4', 'map')).toBe('remark');
    expect(['1', '2', '3', '4'].filter((kind) => crossesCities(kind as '1'))).toEqual(['4']);
  });
});

describe('map data checks and import files', () => {
  it('accepts a point inside the province and fills its city', () => {
    const result = checkMapFeature({
      name: ' Depot ',
      ifUse: MAP_TEXT.kinds['2'],
      longitude: '118.767413',
      latitude: 32.041544,
    });
    expect(result).toMatchObject({ ok: true, values: { name: 'Depot', ifUse: '2', cityCode: '320100' } });
    expect(kindOf('4')).toBe('4');
    expect(kindOf('x')).toBeNull();
  });

  it('refuses unknown kinds, bad and outside coordinates, lines that are not networks', () => {
    const bad = checkMapFeature({ name: '', ifUse: 'x', longitude: 'abc', latitude: '32' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.name).toBe(MAP_TEXT.required(MAP_TEXT.columns.name));
    expect(bad.errors.ifUse).toBe(MAP_TEXT.unknownKind);
    expect(bad.errors.longitude).toBe(MAP_TEXT.badCoordinate(MAP_TEXT.longitude));
    const outside = checkMapFeature({ name: 'a', ifUse: '1', longitude: '121.47', latitude: '31.23' });
    expect(outside).toEqual({ ok: false, errors: { longitude: MAP_TEXT.outside } });
    const line = checkMapFeature({
      name: 'a',
      ifUse: '2',
      path: [
        [119, 32],
        [119.1, 32.1],
      ],
    });
    expect(line.ok).toBe(false);
    const network = checkMapFeature({
      name: 'a',
      ifUse: '4',
      thisType: 'gas',
      path: [
        [119, 32],
        [119.1, 32.1],
      ],
    });
    expect(network).toEqual({ ok: false, errors: { thisType: MAP_TEXT.unknownNetworkType } });
    const pointNetwork = checkMapFeature({ name: 'a', ifUse: '4', thisType: 'oil', longitude: 119, latitude: 32 });
    expect(pointNetwork.ok).toBe(false);
  });

  it('reads CSV with Chinese headings, quotes and numbered rows', () => {
    const c = MAP_TEXT.importColumns;
    const csv = `\uFEFF${c.name},${c.ifUse},${c.longitude},${c.latitude},${c.contactName}\r\n"A, Ltd",1,119.1,32.1,Li\r\n\r\nB,2,119.2,32.2,"Wang ""W"""\n`;
    const drafts = draftsFromCsv(csv);
    expect(drafts).toEqual([
      { row: 2, name: 'A, Ltd', ifUse: '1', longitude: '119.1', latitude: '32.1', contactName: 'Li' },
      { row: 3, name: 'B', ifUse: '2', longitude: '119.2', latitude: '32.2', contactName: 'Wang "W"' },
    ]);
  });

  it('reads GeoJSON points and lines, and refuses what is not GeoJSON', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'P', kind: '3' }, geometry: { type: 'Point', coordinates: [119, 32] } },
        {
          type: 'Feature',
          properties: { name: 'L', ifUse: '4', thisType: 'power' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [119, 32],
              [119.5, 32.5],
            ],
          },
        },
      ],
    });
    expect(draftsFromGeoJson(text)).toEqual([
      { row: 1, name: 'P', ifUse: '3', longitude: 119, latitude: 32 },
      {
        row: 2,
        name: 'L',
        ifUse: '4',
        thisType: 'power',
        path: [
          [119, 32],
          [119.5, 32.5],
        ],
      },
    ]);
    expect(draftsFromGeoJson('name,kind')).toBeNull();
    expect(draftsFromGeoJson('{"type":"Feature"}')).toBeNull();
  });
});
