export * from './time';
export * from './userAgent';
