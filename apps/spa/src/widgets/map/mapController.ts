// The OpenLayers map behind MapView: the offline base (province outline and city names), optional
// tiles, networks as lines, points clustered with supercluster (core map/cluster) re-clustered on
// every move, clicks (a cluster zooms in, a point opens its popup), the picking marker, and the
// pointer's coordinate. Everything is drawn in EPSG:3857 from WGS84 data; tiles in GCJ-02 get the
// data converted by core's one conversion.
import type { MapFeature, MapFeatureProperties } from '@ent/core/contract';
import {
  fromTileDatum,
  MAP_DEFAULTS,
  PROVINCE_VIEW,
  provinceExtent,
  provinceOutline,
  type TileDatum,
  toTileDatum,
} from '@ent/core/map';
import { type ClusterIndex, type ClusterItem, clusterIndex } from '@ent/core/map/cluster';
import Collection from 'ol/Collection';
import { boundingExtent } from 'ol/extent';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import Translate from 'ol/interaction/Translate';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import View from 'ol/View';
import { cityLabelStyle, clusterStyle, networkStyle, pickStyle, pointStyle, provinceStyle } from './mapStyles';

export interface TileOptions {
  url: string;
  attribution: string;
  datum: TileDatum;
}

export type DrawnItem = ClusterItem<MapFeatureProperties>;

/** Where the map opens: a centre and zoom, or the smallest view around some points (a line). */
export type MapViewport =
  | { center: readonly [number, number]; zoom: number }
  | { around: ReadonlyArray<readonly [number, number]> };

export interface MapControllerOptions {
  target: HTMLElement;
  popup: HTMLElement;
  /** The whole province unless given. */
  view?: MapViewport;
  tiles?: TileOptions;
  /** A point (or a line) was chosen: show its popup. */
  onSelect: (feature: MapFeatureProperties | null) => void;
  /** The pointer's WGS84 coordinate over the map, or null when it left. */
  onPointer: (lonLat: [number, number] | null) => void;
  /** What is drawn now (clusters and single points), for the list beside the map. */
  onDrawn: (items: DrawnItem[]) => void;
  /** Picking mode: a click or a drag of the marker chose this WGS84 coordinate. */
  onPick?: (lonLat: [number, number]) => void;
}

export function createMapController(options: MapControllerOptions) {
  const datum: TileDatum = options.tiles?.datum ?? 'wgs84';
  const toMap = (lonLat: readonly [number, number]) => fromLonLat(toTileDatum(lonLat, datum));
  const fromMap = (coordinate: number[]): [number, number] => {
    const [lon = 0, lat = 0] = toLonLat(coordinate);
    return fromTileDatum([lon, lat], datum);
  };

  // The base: province outline and city names, drawn from data shipped with the app.
  const outline = provinceOutline();
  const baseSource = new VectorSource();
  for (const city of outline.features) {
    const polygons = city.geometry.coordinates.map((polygon) =>
      polygon.map((ring) => ring.map(([lon = 0, lat = 0]) => toMap([lon, lat]))),
    );
    const area = new Feature(new MultiPolygon(polygons));
    area.setStyle(provinceStyle);
    const label = new Feature(new Point(toMap(city.properties.center)));
    label.setStyle(cityLabelStyle(city.properties.name));
    baseSource.addFeatures([area, label]);
  }

  const lineSource = new VectorSource();
  const pointSource = new VectorSource();
  const pickSource = new VectorSource();
  const layers = [
    ...(options.tiles
      ? [
          new TileLayer({
            source: new XYZ({
              url: options.tiles.url,
              attributions: options.tiles.attribution,
              crossOrigin: 'anonymous',
            }),
          }),
        ]
      : []),
    new VectorLayer({ source: baseSource, declutter: false }),
    new VectorLayer({ source: lineSource }),
    new VectorLayer({ source: pointSource, updateWhileInteracting: false }),
    new VectorLayer({ source: pickSource }),
  ];

  const [minLon, minLat, maxLon, maxLat] = provinceExtent();
  const pad = 0.6;
  const chosen = options.view && 'center' in options.view ? options.view : undefined;
  const view = new View({
    center: toMap(chosen?.center ?? PROVINCE_VIEW.center),
    zoom: chosen?.zoom ?? PROVINCE_VIEW.zoom,
    minZoom: 6,
    maxZoom: 18,
    extent: transformExtent([minLon - pad, minLat - pad, maxLon + pad, maxLat + pad], 'EPSG:4326', 'EPSG:3857'),
    constrainOnlyCenter: true,
  });

  const overlay = new Overlay({
    element: options.popup,
    positioning: 'bottom-center',
    offset: [0, -14],
    stopEvent: true,
  });

  const map = new OlMap({
    target: options.target,
    layers,
    view,
    overlays: [overlay],
    controls: [],
    interactions: defaultInteractions({ keyboard: true }),
    keyboardEventTarget: options.target,
  });

  const provinceBox = transformExtent([minLon, minLat, maxLon, maxLat], 'EPSG:4326', 'EPSG:3857');
  // The whole province fills the map unless the page chose a view.
  if (options.view && 'around' in options.view)
    view.fit(boundingExtent(options.view.around.map(toMap)), { padding: [40, 40, 40, 40], maxZoom: 15 });
  else if (!options.view) view.fit(provinceBox, { padding: [16, 16, 16, 16] });

  let index: ClusterIndex<MapFeatureProperties> | null = null;
  let markRendered = false;
  let drawn: DrawnItem[] = [];
  const lineFeatures = new Map<string, MapFeatureProperties>();

  /** Re-clusters the points for the current extent and zoom. */
  function recluster(): void {
    if (!index) return;
    const started = performance.now();
    const size = map.getSize();
    if (!size || size[0] === 0) {
      // Not laid out yet: cluster once the map knows its size.
      map.once('change:size', recluster);
      return;
    }
    const [west = 0, south = 0, east = 0, north = 0] = transformExtent(
      view.calculateExtent(size),
      'EPSG:3857',
      'EPSG:4326',
    );
    const zoom = Math.round(view.getZoom() ?? PROVINCE_VIEW.zoom);
    // With tiles in GCJ-02 the data is shifted a few hundred metres: widen the window to match.
    const items = index.at([west - 0.01, south - 0.01, east + 0.01, north + 0.01], zoom);
    const features = items.map((item) => {
      const feature = new Feature(new Point(toMap([item.lon, item.lat])));
      feature.set('item', item);
      feature.setStyle(item.cluster ? clusterStyle(item.count) : pointStyle(item.properties.ifUse));
      return feature;
    });
    pointSource.clear(true);
    pointSource.addFeatures(features);
    drawn = items;
    performance.measure('map:recluster', { start: started, end: performance.now() });
    if (markRendered) {
      markRendered = false;
      // The first drawing of new data, on screen: what the bench times.
      map.once('rendercomplete', () => performance.mark('map:rendered'));
    }
    options.onDrawn(items);
  }
  map.on('moveend', recluster);

  // 'click', not 'singleclick': a press on the popup (its close button) leaves OpenLayers waiting for
  // a second click, so a click on the map within 250 ms after it would be taken as a double-click.
  map.on('click', (event) => {
    if (options.onPick) {
      options.onPick(fromMap(event.coordinate));
      return;
    }
    let hit: Feature | undefined;
    map.forEachFeatureAtPixel(
      event.pixel,
      (feature) => {
        if (feature.get('item') || feature.get('line')) {
          hit = feature as Feature;
          return true;
        }
        return false;
      },
      { hitTolerance: 6 },
    );
    if (!hit) {
      closePopup();
      return;
    }
    const item = hit.get('item') as DrawnItem | undefined;
    if (item?.cluster) {
      zoomToCluster(item);
      return;
    }
    const props = item && !item.cluster ? item.properties : (hit.get('line') as MapFeatureProperties);
    overlay.setPosition(item ? toMap([item.lon, item.lat]) : event.coordinate);
    options.onSelect(props);
  });

  map.on('pointermove', (event) => {
    if (event.dragging) return;
    options.onPointer(fromMap(event.coordinate));
    const hit = map.hasFeatureAtPixel(event.pixel, {
      hitTolerance: 6,
      layerFilter: (layer) => layer.getSource() === pointSource || layer.getSource() === lineSource,
    });
    options.target.style.cursor = hit || options.onPick ? 'pointer' : '';
  });
  options.target.addEventListener('pointerleave', () => options.onPointer(null));

  // Picking: the marker can be dragged as well as placed by a click.
  const pickFeatures = new Collection<Feature>();
  if (options.onPick) {
    const translate = new Translate({ features: pickFeatures });
    translate.on('translateend', (event) => {
      const geometry = event.features.item(0)?.getGeometry() as Point | undefined;
      if (geometry) options.onPick?.(fromMap(geometry.getCoordinates()));
    });
    map.addInteraction(translate);
  }

  function zoomToCluster(item: Extract<DrawnItem, { cluster: true }>): void {
    if (!index) return;
    const zoom = Math.min(index.expansionZoom(item.id), 18);
    view.animate({ center: toMap([item.lon, item.lat]), zoom, duration: 300 });
  }

  function closePopup(): void {
    overlay.setPosition(undefined);
    options.onSelect(null);
  }

  return {
    map,
    /** Replaces the data: points into the cluster index, networks as lines. */
    setFeatures(features: readonly MapFeature[]): void {
      const points = [];
      lineSource.clear(true);
      lineFeatures.clear();
      const lines: Feature[] = [];
      for (const feature of features) {
        if (feature.geometry.type === 'Point') {
          const [lon, lat] = feature.geometry.coordinates;
          points.push({ lon, lat, properties: feature.properties });
        } else {
          const line = new Feature(new LineString(feature.geometry.coordinates.map((point) => toMap(point))));
          line.set('line', feature.properties);
          line.setStyle(networkStyle(feature.properties.thisType));
          lines.push(line);
          lineFeatures.set(feature.id, feature.properties);
        }
      }
      lineSource.addFeatures(lines);
      const started = performance.now();
      index = clusterIndex(points, MAP_DEFAULTS.clusterDistance);
      markRendered = true;
      performance.measure('map:index', { start: started, end: performance.now() });
      recluster();
    },
    drawn: () => drawn,
    zoomBy(delta: number): void {
      view.animate({ zoom: (view.getZoom() ?? PROVINCE_VIEW.zoom) + delta, duration: 200 });
    },
    resetView(): void {
      view.fit(provinceBox, { padding: [16, 16, 16, 16], duration: 300 });
    },
    zoomToCluster,
    /** Centres on a feature and opens its popup (from the list beside the map). */
    open(feature: MapFeatureProperties, at: readonly [number, number]): void {
      const coordinate = toMap(at);
      view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 0, MAP_DEFAULTS.zoom), duration: 300 });
      overlay.setPosition(coordinate);
      options.onSelect(feature);
    },
    closePopup,
    /** Places the picking marker and the popup at a WGS84 coordinate. */
    setPick(lonLat: readonly [number, number] | null, centre = false): void {
      pickSource.clear(true);
      pickFeatures.clear();
      if (!lonLat) {
        overlay.setPosition(undefined);
        return;
      }
      const coordinate = toMap(lonLat);
      const marker = new Feature(new Point(coordinate));
      marker.setStyle(pickStyle);
      pickSource.addFeature(marker);
      pickFeatures.push(marker);
      overlay.setPosition(coordinate);
      if (centre) view.animate({ center: coordinate, duration: 200 });
    },
    /** Moves the popup by a dragged distance in screen pixels. */
    dragPopup(dx: number, dy: number, from: number[]): void {
      const pixel = map.getPixelFromCoordinate(from);
      if (!pixel) return;
      const [x = 0, y = 0] = pixel;
      overlay.setPosition(map.getCoordinateFromPixel([x + dx, y + dy]));
    },
    popupPosition: () => overlay.getPosition(),
    destroy(): void {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}

export type MapController = ReturnType<typeof createMapController>;
