export * from './alternateLook';
export * from './clickGuard';
export * from './device';
export * from './navigation';
export * from './noticeBell';
export * from './settings';
export * from './tagsView';
export * from './watermark';
