import { S3Client } from '@aws-sdk/client-s3';
import { S3Storage } from './s3-storage.ts';
import { S3UploadUrls } from './s3-upload-urls.ts';

export { S3Storage } from './s3-storage.ts';
export { S3UploadUrls } from './s3-upload-urls.ts';

export type S3Options = {
  bucket: string;
  /** Another S3-compatible server (MinIO, …); buckets are then addressed by path. */
  endpoint?: string;
  /** The address browsers use for presigned uploads (compose: the published port), if another. */
  publicEndpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The bucket as object storage, its presigned upload URLs, and the origin browsers upload to. */
export const s3ObjectStore = (options: S3Options) => {
  const clientFor = (endpoint?: string) =>
    new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  const client = clientFor(options.endpoint);
  // The signature covers the host, so URLs for browsers are signed for the address they use.
  const presigner = options.publicEndpoint ? clientFor(options.publicEndpoint) : client;
  const browserEndpoint = options.publicEndpoint ?? options.endpoint;
  const origin = browserEndpoint
    ? new URL(browserEndpoint).origin
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  return {
    storage: new S3Storage(client, options.bucket),
    uploadUrls: { urls: new S3UploadUrls(presigner, options.bucket), origins: [origin] },
    close: () => {
      client.destroy();
      presigner.destroy();
    },
  };
};
