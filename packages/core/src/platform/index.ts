export * from './flavour';
export * from './theme';
