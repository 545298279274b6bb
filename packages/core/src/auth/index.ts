export * from './guard';
export * from './handover';
export * from './loginForm';
export * from './permissions';
export * from './session';
export * from './systemRole';
export * from './tokenStore';
export * from './tokenWatch';
