// 项目地图's count beside the map: it counts the features the map draws, a cluster counting the
// points it holds, so a city's staff (all their points in one cluster at the province's zoom) see
// as many as their data scope holds; and its state filter, which offers staff no 草稿 (they are
// never sent an enterprise's drafts). OpenLayers does not run here: the controller is replaced by
// one that clusters with the real index at the province's extent and zoom, as the map does.
import type { UserInfo } from '@ent/core/api';
import type { MapFeature, MapFeatureProperties } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { PROVINCE_VIEW, provinceExtent } from '@ent/core/map';
import { clusterIndex } from '@ent/core/map/cluster';
import { MAP_TEXT } from '@ent/core/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, dictionariesOf, renderWithServices } from '../../testing';
import type { DrawnItem } from '../../widgets/map/mapController';
import ProjectMapPage from './ProjectMapPage';

vi.mock('../../widgets/map/mapController', () => ({
  createMapController: (options: { onDrawn: (items: DrawnItem[]) => void }) => ({
    setFeatures(features: readonly MapFeature[]) {
      const points = features.flatMap((f) =>
        f.geometry.type === 'Point'
          ? [{ lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1], properties: f.properties }]
          : [],
      );
      options.onDrawn(clusterIndex<MapFeatureProperties>(points).at(provinceExtent(), PROVINCE_VIEW.zoom));
    },
    setPick: () => undefined,
    open: () => undefined,
    closePopup: () => undefined,
    zoomBy: () => undefined,
    resetView: () => undefined,
    zoomToCluster: () => undefined,
    dragPopup: () => undefined,
    popupPosition: () => undefined,
    drawn: () => [],
    destroy: () => undefined,
  }),
}));

const SUZHOU = '320500';

function feature(id: number, ifUse: '1' | '2' | '3' | '4', geometry: MapFeature['geometry']): MapFeature {
  return {
    type: 'Feature',
    id: `${ifUse}-record-${id}`,
    geometry,
    properties: {
      id,
      ifUse,
      source: ifUse === '4' ? 'map' : 'record',
      name: `苏州要素${id}`,
      userName: '',
      userPhone: '',
      thisType: ifUse === '4' ? 'power' : '',
      cityCode: SUZHOU,
      lat: null,
      lon: null,
      popup: {},
      popupName: {},
    },
  };
}

describe('项目地图 for a city bureau’s staff', () => {
  it('counts every feature of their scope, the clustered points included', async () => {
    // What the server answers a Suzhou staff member: the city's site, facilities and projects, close
    // together, and a public power line crossing the city.
    const points = Array.from({ length: 8 }, (_, i) =>
      feature(i + 1, (['1', '2', '3'] as const)[i % 3] ?? '2', {
        type: 'Point',
        coordinates: [120.6 + i * 0.01, 31.3 + i * 0.01],
      }),
    );
    const line = feature(9, '4', {
      type: 'LineString',
      coordinates: [
        [120.2, 33.3],
        [120.9, 32.0],
        [120.6, 31.3],
      ],
    });
    const services = createServices(window);
    services.dictionaries = dictionariesOf({});
    const features = vi.fn(async () => ({
      code: '00000',
      msg: '',
      data: { type: 'FeatureCollection' as const, features: [...points, line] },
    }));
    services.mapApi = { ...services.mapApi, features } as unknown as typeof services.mapApi;
    renderWithServices(<ProjectMapPage />, { services });
    const list = await screen.findByRole('navigation', { name: MAP_TEXT.featureList });
    // The points are drawn as clusters at the province's zoom; the count is of features.
    expect(await screen.findByRole('button', { name: /个要素，点击放大/ })).toBeTruthy();
    expect(list.textContent).toContain(MAP_TEXT.featureCount(9, 9));
  });
});

describe('项目地图’s state filter', () => {
  const offered = async (typeOf: '1' | '2') => {
    const services = createServices(window);
    services.sessionState.user = { typeOf } as UserInfo;
    services.dictionaries = dictionariesOf({
      [DICT_TYPES.filingStatus]: { draft: '草稿', submitted: '已提交', approved: '已入库', rejected: '已退回' },
    });
    const features = vi.fn(async () => ({
      code: '00000',
      msg: '',
      data: { type: 'FeatureCollection' as const, features: [] },
    }));
    services.mapApi = { ...services.mapApi, features } as unknown as typeof services.mapApi;
    renderWithServices(<ProjectMapPage />, { services });
    fireEvent.click(await screen.findByRole('combobox', { name: MAP_TEXT.filingStatus }));
    return screen.getAllByRole('option').map((option) => option.textContent);
  };

  it('offers government staff no 草稿: they are never sent a draft', async () => {
    expect(await offered('2')).toEqual([MAP_TEXT.allStatuses, '已提交', '已入库', '已退回']);
  });

  it('offers an enterprise its drafts', async () => {
    expect(await offered('1')).toEqual([MAP_TEXT.allStatuses, '草稿', '已提交', '已入库', '已退回']);
  });
});
