// Clustering of map points (SPEC §9: distance 50 px). OpenLayers' Cluster source re-clusters every
// point on each zoom, too slow for 20,000 points; supercluster builds its tree once per data set
// and answers a zoom's clusters in a few milliseconds, so the map clusters with it.
import Supercluster from 'supercluster';
import { MAP_DEFAULTS } from './constants';

/** Supercluster measures its radius against a tile `extent`; OpenLayers' tiles are 256 px. */
export function clusterOptions(distance: number = MAP_DEFAULTS.clusterDistance) {
  return { radius: distance, extent: 256, maxZoom: 18, minPoints: 2 } as const;
}

export interface ClusterPoint<P> {
  lon: number;
  lat: number;
  properties: P;
}

export type ClusterItem<P> =
  | { cluster: true; id: number; lon: number; lat: number; count: number }
  | { cluster: false; lon: number; lat: number; properties: P };

export interface ClusterIndex<P> {
  /** The clusters and single points in [minLon, minLat, maxLon, maxLat] at an integer zoom. */
  at(bbox: readonly [number, number, number, number], zoom: number): Array<ClusterItem<P>>;
  /** The zoom at which a cluster breaks apart (a click on it zooms there). */
  expansionZoom(clusterId: number): number;
  /** The points inside a cluster. */
  leaves(clusterId: number): P[];
  size: number;
}

/** Builds the index once for a set of points. */
export function clusterIndex<P extends object>(
  points: ReadonlyArray<ClusterPoint<P>>,
  distance: number = MAP_DEFAULTS.clusterDistance,
): ClusterIndex<P> {
  const index = new Supercluster<P>(clusterOptions(distance));
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
      properties: point.properties,
    })),
  );
  return {
    size: points.length,
    at(bbox, zoom) {
      return index.getClusters([bbox[0], bbox[1], bbox[2], bbox[3]], Math.floor(zoom)).map((feature) => {
        const [lon = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties as P & { cluster?: boolean; cluster_id?: number; point_count?: number };
        if (props.cluster) return { cluster: true, id: props.cluster_id ?? 0, lon, lat, count: props.point_count ?? 0 };
        return { cluster: false, lon, lat, properties: feature.properties as P };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    leaves: (clusterId) => index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties as P),
  };
}

/**
 * How many features the drawn items stand for: a cluster the points it holds, a single point one.
 * The map's count is this sum, so it agrees with the clusters drawn (counting a cluster as one item
 * said 共 3 个要素 beside a cluster of 40, most visibly for a city's staff, whose points gather in
 * one or two clusters at the province's zoom).
 */
export function featuresDrawn<P>(items: ReadonlyArray<ClusterItem<P>>): number {
  let count = 0;
  for (const item of items) count += item.cluster ? item.count : 1;
  return count;
}
