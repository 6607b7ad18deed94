/**
 * The BlobStore over any S3-compatible object storage (Tencent COS, Alibaba OSS, MinIO, AWS) with the
 * official SDK. The bucket stays private: the API reads every file and answers it (public images with a
 * long cache, private documents only after its own check), so no object ever needs a public ACL.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type BlobStore } from '../core/blob-store';
import type { StorageConfig } from '../core/config';

/** The S3 settings of the configuration (STORAGE_*): endpoint, region, bucket, keys, prefix, path style. */
export type S3StoreOptions = Omit<Extract<StorageConfig, { driver: 's3' }>, 'driver'>;

export function s3BlobStore(options: S3StoreOptions): BlobStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // COS, OSS and MinIO do not all accept the SDK's newer default checksums; send them only when the
    // operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return `${options.prefix}${key}`;
  };
  const missing = (error: unknown) =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

  return {
    driver: 's3',
    async put(key, content, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: content,
          ContentType: contentType,
          ContentLength: content.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
  };
}
