/** The shop's colours outside CSS: the browser's theme colour, the web manifest, the app icons (app/globals.css). */
export const BRAND_COLOR = '#7a2e12';
export const BACKGROUND_COLOR = '#fbf7f2';
