export * from './auth';
export * from './clientCredentials';
export * from './desk';
export * from './enterprise';
export * from './files';
export * from './notices';
export * from './system';
export * from './types';
