export * from './flatten';
export * from './greyRelease';
export * from './publicRoutes';
export * from './search';
