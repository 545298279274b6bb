export * from './flatten';
export * from './greyRelease';
export * from './layoutRoutes';
export * from './match';
export * from './publicRoutes';
export * from './resolve';
export * from './search';
