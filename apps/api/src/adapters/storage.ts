import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '#api/config'

/** Where uploaded files live. Keys are ours (never a user's file name). */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root')
    return full
  }
  return {
    async put(key, body) {
      const full = resolve(key)
      await mkdir(path.dirname(full), { recursive: true })
      await writeFile(full, body)
    },
    async get(key) {
      try {
        return await readFile(resolve(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
  }
}

export function s3Storage(config: Config['storage']['s3']): Storage {
  if (!config.bucket) throw new Error('S3_BUCKET is required for the s3 storage driver')
  const bucket = config.bucket
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  })
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
  }
}
