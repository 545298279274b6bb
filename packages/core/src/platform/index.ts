export * from './deployment';
export * from './flavour';
export * from './jiangsu';
export * from './theme';
