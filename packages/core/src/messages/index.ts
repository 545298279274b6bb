// Every Chinese text of the platform lives here once; the SPA and the server both read it, so a
// message never drifts between the side that sends it and the side that shows it. The texts are
// split by where they are shown, so the login page does not download the shell's.
export * from './admin';
export * from './auth';
export * from './docs';
export * from './embed';
export * from './extension';
export * from './facilities';
export * from './forms';
export * from './handover';
export * from './profile';
export * from './registration';
export * from './review';
export * from './shell';
export * from './zqhd';
