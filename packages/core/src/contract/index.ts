export * from './auth';
export * from './enterprise';
export * from './system';
