/** Spec 2: where a service's picture loads from. One rule for every picture of the site, kept in lib/. */
export { imageSrc as serviceImageSrc } from '@/lib/image-src';
