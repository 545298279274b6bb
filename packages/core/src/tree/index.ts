export * from './tree';
