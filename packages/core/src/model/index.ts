export * from './formModel';
export * from './resource';
