import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import { AppError } from '@sufra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Multipart for the plugin that registers it only (no other route accepts it). Fields and files land in
 * `req.body` before validation; a file part is always kept as bytes (a Buffer, never decoded as text,
 * whatever type the client claims), read within `limits` (busboy's: a part past them is refused).
 */
export function registerMultipart(app: FastifyInstance, limits: FastifyMultipartBaseOptions['limits']) {
  return app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => {
      part.value = await part.toBuffer();
    },
    limits,
  });
}

/** preValidation of an upload route: a JSON body would skip the upload path entirely. */
export async function requireMultipart(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
}

/** An uploaded file's bytes (the contract types them as a Uint8Array) as the Buffer they are: no copy. */
export function uploadedBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
