import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorage } from '../../ports/object-storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

const checkedKey = (key: string): string => {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
};

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Objects in one S3-compatible bucket (AWS S3, MinIO, …), so every web and worker process sees
 * the same photos, renders and documents. `putIfAbsent` is a conditional write
 * (`If-None-Match: *`), which the store decides atomically.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async putIfAbsent(key: string, data: Buffer, contentType: string): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          Body: data,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (error) {
      // 412: the key is taken; 409: a concurrent conditional write to it is winning.
      const status = statusOf(error);
      if (status === 412 || status === 409) return false;
      throw error;
    }
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      const bytes = await object.Body!.transformToByteArray();
      return {
        data: Buffer.from(bytes),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }
}
