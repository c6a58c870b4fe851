/** A checked, upright, web-safe copy of an uploaded photo. */
export type PreparedImage = { jpeg: Buffer; width: number; height: number; sourceType: string };

/** Checks an upload by its bytes and bounds, and normalises it (EXIF orientation, HEIC). */
export interface ImageIntake {
  prepare(bytes: Buffer): Promise<PreparedImage>;
}
