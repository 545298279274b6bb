export * from './flatten';
export * from './greyRelease';
export * from './layoutRoutes';
export * from './match';
export * from './pages';
export * from './publicRoutes';
export * from './resolve';
export * from './search';
