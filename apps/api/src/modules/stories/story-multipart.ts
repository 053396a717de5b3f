import type { FastifyRequest } from 'fastify';
import { STORY_LIMITS, storyTexts } from '@mt/shared';
import { AppError, badRequest } from '../../lib/errors';

export interface MultipartUpload {
  fields: Record<string, string>;
  files: { field: string; data: Buffer }[];
}

/**
 * Reads a whole multipart request into memory: text fields by name (the last value wins) and the files of
 * the allowed fields. Nothing is stored here, so a request refused later leaves nothing behind.
 * @fastify/multipart caps each file at 5 MB, the file count at 10 and the field count at 30.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError(415, storyTexts.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  const files: MultipartUpload['files'] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(storyTexts.unexpectedFile, { [part.fieldname]: [storyTexts.unexpectedFile] });
        }
        files.push({ field: part.fieldname, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw translateMultipartError(err);
  }
  return { fields, files };
}

/** The plugin's own errors carry terse texts ('reach files limit'); give the user one they can act on. */
function translateMultipartError(err: unknown): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, storyTexts.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(storyTexts.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(413, 'The form has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid field name.');
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  // Anything else raised while reading the stream is a broken body (busboy: 'Unexpected end of form', bad boundary).
  return badRequest('The upload could not be read. Please try again.');
}

export const MAX_UPLOAD_FILES = STORY_LIMITS.uploadFiles;
