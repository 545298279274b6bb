export * from './dictionaries';
export * from './dictRules';
