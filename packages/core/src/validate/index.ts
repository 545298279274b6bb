export * from './cleaners';
export * from './creditCode';
export * from './decimal';
export * from './password';
