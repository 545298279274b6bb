export * from './definition';
export * from './expression';
export * from './testData';
export * from './validation';
export * from './values';
