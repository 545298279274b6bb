// Every Chinese text of the platform lives here once; the SPA and the server both read it, so a
// message never drifts between the side that sends it and the side that shows it. The texts are
// split by where they are shown, so the login page does not download the shell's.
export * from './actions';
export * from './admin';
export * from './auth';
export * from './backoffice';
export * from './dept';
export * from './dict';
export * from './docs';
export * from './embed';
export * from './extension';
export * from './facilities';
export * from './forms';
export * from './gen';
export * from './handover';
export * from './job';
export * from './logininfor';
export * from './map';
export * from './menus';
export * from './mfa';
export * from './online';
export * from './operlog';
export * from './post';
export * from './profile';
export * from './punctuation';
export * from './registration';
export * from './review';
export * from './security';
export * from './server';
export * from './shell';
export * from './sysConfig';
export * from './sysMenu';
export * from './sysRole';
export * from './user';
export * from './zqhd';
