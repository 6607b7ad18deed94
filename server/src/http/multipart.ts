/**
 * The one way a route reads an uploaded file: the one file of a multipart body (field `file`), read whole,
 * with its text fields (sent before it). Nothing over `maxBytes` ever comes back: such a file is HTTP 413
 * with the usual refusal body, whatever the client and however its body arrives.
 *
 *   const { content } = await readMultipartFile(request, { maxBytes: IMAGE_MAX_BYTES, tooLarge: MSG.validation.imageSize });
 *
 * The route's plugin registers @fastify/multipart (its other limits: files, fields, parts); this reads with
 * its own file size limit.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MSG, type MessageKey } from '@common/messages';
import { HttpError, refuse, type MessageParams } from './errors';

export interface MultipartUpload {
  content: Buffer;
  /** The name the client gave (may be empty). */
  filename: string;
  /** The text fields sent before the file (the first value of each). */
  fields: Record<string, string>;
}

export interface MultipartFileLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The refusal for a body without a file in field `file` (or not multipart at all). */
  missing?: MessageKey;
  /** The 413's message (default: the generic "file too large") and its parameters. */
  tooLarge?: MessageKey;
  tooLargeParams?: MessageParams;
}

export async function readMultipartFile(
  request: FastifyRequest,
  { maxBytes, missing = MSG.upload.noFile, tooLarge = MSG.errors.fileTooLarge, tooLargeParams }: MultipartFileLimits,
): Promise<MultipartUpload> {
  const refuseSize = () => new HttpError(413, tooLarge, tooLargeParams);
  let part: MultipartFile | undefined;
  try {
    // One byte over the limit: a file cut at the limit would otherwise look like one of exactly that size.
    part = await request.file({ limits: { fileSize: maxBytes + 1 } });
  } catch (error) {
    // Not multipart, or a multipart header busboy cannot read (no boundary): a body without a file. Busboy
    // throws those as plain errors (no status), which would otherwise be answered as the server's fault.
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || statusCode === undefined) throw refuse(missing);
    throw error;
  }
  if (!part || part.fieldname !== 'file') throw refuse(missing);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseSize();
    // A body that ends inside the file (no closing boundary): busboy's plain error, the file never arrived.
    if (statusCode === undefined) throw refuse(missing);
    throw error;
  }
  // toBuffer() reports the limit only when a chunk arrives after busboy marked the stream truncated; when
  // the limit falls on a chunk boundary it answers the cut content as if whole. The flag and the length
  // are what decide.
  if (part.file.truncated || content.length > maxBytes) throw refuseSize();
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = String(value.value);
  }
  return { content, filename: part.filename, fields };
}
