// docs/product.md#files: images are checked by content on the server; the
// browser uses the same limits to refuse a wrong file before uploading it.
export const maxImageBytes = 5 * 1024 * 1024;

// Raster formats only: SVG can carry script, so it is never accepted.
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];
