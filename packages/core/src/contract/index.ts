export * from './auth';
export * from './enterprise';
export * from './files';
export * from './notices';
export * from './system';
