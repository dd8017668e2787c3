export { default, alt, size, contentType, generateStaticParams } from './opengraph-image';

/** Route segment config must be declared here, not re-exported. */
export const dynamicParams = false;
