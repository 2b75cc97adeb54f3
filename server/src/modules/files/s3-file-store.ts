import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from '../../config/s3-url';
import type { FileStore } from './file-store';

/**
 * Bytes in an S3-compatible bucket (S3_URL), keyed by file id, through the AWS SDK: path-style
 * addressing (any S3-compatible server) and checksums only where the API requires them (servers
 * that predate the SDK's default CRC32 headers refuse them).
 */
export class S3FileStore implements FileStore {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(fileId: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: fileId, Body: bytes, ContentLength: bytes.length }));
  }

  async open(fileId: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: fileId }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(fileIds: string[]): Promise<void> {
    // One request per key: DeleteObjects needs a checksum header that some S3-compatible servers refuse.
    for (const Key of fileIds) await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key }));
  }

  close(): void {
    this.client.destroy();
  }
}
