/** The product's name as shown in the navigation, footer and document titles. */
export const SITE_NAME = 'Mystery Trips';
/** Title of the home page and the fallback title of the document. */
export const SITE_TAGLINE_TITLE = 'Mystery Trips – Surprise journeys across Africa';

/** "Pricing – Mystery Trips": every page's document title has this shape. */
export const pageTitle = (title: string): string => `${title} – ${SITE_NAME}`;
