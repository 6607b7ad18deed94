/** The public surface of common/: shared by the app (src/) and the server (server/). */
export * from './i18n';
export * from './messages';
export * from './errors';
export * from './constants';
export * from './routes';
export * from './validation';
