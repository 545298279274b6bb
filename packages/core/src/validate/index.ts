export * from './creditCode';
export * from './password';
