export { EMBED_TEXT } from '../messages/embed';
export * from './handshake';
export * from './protocol';
export * from './refresher';
