import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TestObjectStore } from './infrastructure';

/** Empties and removes a run's bucket (S3Proxy keeps each as a folder of the machine's state dir). */
export async function removeTestBucket(store: TestObjectStore, bucket: string): Promise<void> {
  const s3 = new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
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
