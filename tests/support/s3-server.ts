import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export type StoredObject = { data: Buffer; contentType: string };

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  objects: Map<string, StoredObject>;
  /** Presigned PUTs this server accepted (what a browser upload looks like). */
  presignedPuts: string[];
  stop: () => Promise<void>;
};

const xmlError = (res: http.ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

const readAll = (req: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The payload of `Content-Encoding: aws-chunked` (`<hex size>[;ext]\r\n<bytes>\r\n … 0\r\n`). */
const decodeAwsChunked = (raw: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
};

/** `20261123T050000Z` → Date. */
const amzDate = (s: string): Date =>
  new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );

/**
 * A small server speaking the S3 REST protocol, path-style, for one bucket: PUT (with
 * `If-None-Match: *` → 412 when the key exists), GET, HEAD, DELETE, S3's XML errors, requests
 * signed with the configured access key, and presigned PUT URLs whose signature it checks by
 * signing the same request again (AWS Signature V4 over the query). CORS lets a browser PUT.
 */
export const startLocalS3 = async (bucket = 'curbhue-test'): Promise<LocalS3> => {
  const credentials = { accessKeyId: 'LOCALS3KEY', secretAccessKey: 'local-s3-secret-key' };
  const objects = new Map<string, StoredObject>();
  const presignedPuts: string[] = [];
  let endpoint = '';
  const signer = () =>
    new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

  const presignedValid = async (
    url: URL,
    key: string,
  ): Promise<'valid' | 'expired' | 'invalid'> => {
    const q = url.searchParams;
    const date = q.get('X-Amz-Date');
    const expires = Number(q.get('X-Amz-Expires'));
    if (!date || !expires || !q.get('X-Amz-Credential')?.startsWith(`${credentials.accessKeyId}/`))
      return 'invalid';
    const signingDate = amzDate(date);
    const expected = new URL(
      await getSignedUrl(signer(), new PutObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: expires,
        signingDate,
      }),
    ).searchParams.get('X-Amz-Signature');
    if (expected !== q.get('X-Amz-Signature')) return 'invalid';
    return signingDate.getTime() + expires * 1000 < Date.now() ? 'expired' : 'valid';
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, DELETE, HEAD');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Access-Control-Expose-Headers', 'ETag');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const url = new URL(req.url ?? '/', endpoint);
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      const key = decodeURIComponent(keyParts.join('/'));
      if (bucketName !== bucket)
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const presigned = url.searchParams.has('X-Amz-Signature');
      if (presigned) {
        const check = req.method === 'PUT' ? await presignedValid(url, key) : 'invalid';
        if (check === 'expired') return xmlError(res, 403, 'AccessDenied', 'Request has expired');
        if (check !== 'valid')
          return xmlError(res, 403, 'SignatureDoesNotMatch', 'The signature does not match');
      } else if (!req.headers.authorization?.includes(`Credential=${credentials.accessKeyId}/`)) {
        return xmlError(res, 403, 'AccessDenied', 'Access Denied');
      }
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'Bucket operations are not served');

      if (req.method === 'PUT') {
        const raw = await readAll(req);
        const chunked =
          /aws-chunked/.test(String(req.headers['content-encoding'] ?? '')) ||
          String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
        const data = chunked ? decodeAwsChunked(raw) : raw;
        if (req.headers['if-none-match'] === '*' && objects.has(key))
          return xmlError(
            res,
            412,
            'PreconditionFailed',
            'At least one of the preconditions failed',
          );
        objects.set(key, {
          data,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        if (presigned) presignedPuts.push(key);
        res.writeHead(200, { ETag: `"${createHash('md5').update(data).digest('hex')}"` });
        return void res.end();
      }
      const object = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.data.length,
          ETag: `"${createHash('md5').update(object.data).digest('hex')}"`,
        });
        return void res.end(req.method === 'GET' ? object.data : undefined);
      }
      xmlError(res, 405, 'MethodNotAllowed', 'The method is not allowed');
    })().catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    objects,
    presignedPuts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
