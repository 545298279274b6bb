// The map's logic that is not drawing: constants, the province's outline and containment, GCJ-02,
// popup content, the checks of map data and reading import files. Clustering is ./cluster (it
// brings supercluster, which only map pages load).
export * from './constants';
export * from './feature';
export * from './gcj02';
export * from './importFile';
export * from './pathText';
export * from './popup';
export * from './province';
