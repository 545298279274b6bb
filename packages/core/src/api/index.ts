export * from './auth';
export * from './clientCredentials';
export * from './enterprise';
export * from './system';
export * from './types';
