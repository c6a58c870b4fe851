import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadUrls } from '../../ports/upload-urls.ts';

/**
 * Presigned PUT URLs into the bucket: the browser sends the file straight to the object store.
 * The store cannot check a presigned upload's size or kind, so registering it checks both again
 * (and deletes a refused object).
 */
export class S3UploadUrls implements UploadUrls {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(key: string, { expiresInSeconds }: { expiresInSeconds: number }) {
    const signingDate = this.now();
    const uploadURL = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: key }),
      { expiresIn: expiresInSeconds, signingDate },
    );
    return { uploadURL, expiresAt: new Date(signingDate.getTime() + expiresInSeconds * 1000) };
  }
}
