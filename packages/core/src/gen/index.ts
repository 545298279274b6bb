export * from './columns';
export * from './createTable';
export * from './formFromTable';
