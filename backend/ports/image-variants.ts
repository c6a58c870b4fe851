/** Widths a resized copy can be asked for (`?w=`): cards, phones, link previews, desktops. */
export const IMAGE_WIDTHS = [480, 960, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = 'webp' | 'jpeg';

/**
 * Resized copies of stored images, each made once and kept in object storage beside the
 * original. undefined when the original does not exist.
 */
export interface ImageVariants {
  get(
    sourceKey: string,
    width: ImageWidth,
    format: ImageFormat,
  ): Promise<{ data: Buffer; contentType: string } | undefined>;
}
