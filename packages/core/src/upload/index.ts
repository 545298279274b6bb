export * from './response';
export * from './rules';
