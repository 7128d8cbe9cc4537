// The interface's languages under the path they had before www/i18n/ became a folder, for the
// code outside the page that imports them from here (the end-to-end tests). The page imports
// www/i18n/index.js.
export * from './i18n/index.js';
