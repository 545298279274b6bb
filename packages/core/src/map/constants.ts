// The map's constants (SPEC §9 Map) and the four kinds of map feature (SPEC §2: ifUse).

/** SPEC §9: the default view where a page chooses none, the map id, the clustering look. */
export const MAP_DEFAULTS = {
  center: [119.95, 31.78] as const,
  zoom: 15,
  mapId: 'sgmap',
  /** Points closer than this many screen pixels form one cluster. */
  clusterDistance: 50,
  /** Radius of a cluster's circle, in pixels. */
  clusterSize: 12,
  clusterBorderWidth: 1,
  /** Coordinates are stored and shown with six decimals (about 0.1 m). */
  decimals: 6,
} as const;

/** The view that shows the whole province (the map pages' first view). */
export const PROVINCE_VIEW = { center: [119.4, 32.95] as const, zoom: 7 } as const;

/** SPEC §2: ifUse 1 enterprise, 2 facility, 3 project, 4 network. */
export const MAP_KINDS = ['1', '2', '3', '4'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

export const POINT_KINDS: readonly MapKind[] = ['1', '2', '3'];

/** Networks' thisType: oil-gas pipelines and power lines (SPEC §2). */
export const NETWORK_TYPES = ['oil', 'power'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

export const isMapKind = (value: unknown): value is MapKind =>
  typeof value === 'string' && (MAP_KINDS as readonly string[]).includes(value);

export const isNetworkType = (value: unknown): value is NetworkType =>
  typeof value === 'string' && (NETWORK_TYPES as readonly string[]).includes(value);

/** Each kind's colour on the map and in the legend. */
export const KIND_COLOURS: Record<MapKind, string> = {
  '1': '#1f6fd1',
  '2': '#0f8a5f',
  '3': '#c05a00',
  '4': '#6959cd',
};

export const NETWORK_COLOURS: Record<NetworkType, string> = { oil: '#b8860b', power: '#d13438' };

/** Rounds a degree to the six decimals coordinates are kept with. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A degree as stored and shown: six decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(MAP_DEFAULTS.decimals);
}

/** Rows one import may hold. */
export const MAP_IMPORT_LIMIT = 5000;
