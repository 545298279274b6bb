export * from './auth';
export * from './enterprise';
export * from './files';
export * from './forms';
export * from './notices';
export * from './system';
