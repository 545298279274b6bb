export * from './listController';
