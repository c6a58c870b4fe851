export type UploadUrl = { uploadURL: string; expiresAt: Date };

/**
 * Short-lived URLs through which a browser sends one file straight into object storage (a signed
 * URL to our own upload route by default; an S3 adapter would hand out presigned PUT URLs).
 */
export interface UploadUrls {
  /** A URL that accepts one PUT of the object at `key` until `expiresAt`. */
  create(key: string, options: { expiresInSeconds: number }): UploadUrl | Promise<UploadUrl>;
}

/** What one kind of upload may hold: where it lives, how big it may be and which contents. */
export type UploadPolicy = {
  /** Keys under this prefix follow the policy. */
  prefix: string;
  maxBytes: number;
  /** The content type the bytes show, or undefined when they are no accepted kind. */
  contentTypeOf: (bytes: Buffer) => string | undefined;
  /** The message for a refused kind. */
  wrongType: string;
};
