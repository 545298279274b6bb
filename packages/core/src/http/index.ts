export * from './client';
export * from './codes';
export * from './cryptoJsCipher';
export * from './envelope';
export * from './expiryGuard';
export * from './notifier';
export * from './random';
