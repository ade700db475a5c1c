import { DeleteBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TestObjectStore } from './infrastructure';

function clientOf(store: TestObjectStore): S3Client {
  return new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
}

/** Empties and removes a run's bucket (S3Proxy keeps each as a folder of the machine's state dir). */
export async function removeBucket(store: TestObjectStore, bucket: string): Promise<void> {
  const s3 = clientOf(store);
  try {
    for (;;) {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).map((o) => o.Key!);
      if (keys.length === 0) break;
      for (const Key of keys) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    }
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
  } finally {
    s3.destroy();
  }
}

/** The keys of a bucket under `prefix` (a test's view of what a process wrote). */
export async function listObjectKeys(store: TestObjectStore, bucket: string, prefix = ''): Promise<string[]> {
  const s3 = clientOf(store);
  try {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  } finally {
    s3.destroy();
  }
}

/** An object's bytes, whole (tests only: the files they read back are small enough). */
export async function readObject(store: TestObjectStore, bucket: string, key: string): Promise<Buffer> {
  const s3 = clientOf(store);
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } finally {
    s3.destroy();
  }
}
