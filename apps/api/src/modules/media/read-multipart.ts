import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { requestTexts } from '@mt/shared';
import { AppError, badRequest } from '../../lib/errors';
import { nulRefusal, pathOfNul } from '../../lib/nul-text';

export interface MultipartUpload {
  fields: Record<string, string>;
  files: { field: string; data: Buffer }[];
}

export interface MultipartTexts {
  /** 415 when the request is not multipart/form-data. */
  notMultipart: string;
  /** 413 when a file is above the plugin's size limit (5 MB). */
  fileTooLarge: string;
  /** 400 for a file in a field the route does not take. */
  unexpectedFile: string;
  /** 400 when more files than the plugin's limit are sent. */
  tooManyFiles: string;
}

/**
 * Reads a whole multipart request into memory: text fields by name (the last value wins) and the files of
 * the allowed fields, each capped by @fastify/multipart (5 MB, 10 files, 30 fields). Nothing is stored
 * here, so a request refused later leaves nothing behind. The plugin's terse errors become messages a
 * user can act on, with the caller's wording. All images together may have at most the configured
 * pixels (UPLOAD_MAX_REQUEST_MEGAPIXELS), read from their headers before anything is decoded: 413.
 */
export async function readMultipartUpload(request: FastifyRequest, fileFields: readonly string[], texts: MultipartTexts): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError(415, texts.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  const files: MultipartUpload['files'] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(texts.unexpectedFile, { [part.fieldname]: [texts.unexpectedFile] });
        }
        files.push({ field: part.fieldname, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        // As the JSON bodies are at the door (plugins/no-nul-text.ts).
        if (pathOfNul({ [part.fieldname]: part.value })) throw nulRefusal(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw translateMultipartError(err, texts);
  }
  await assertPixelBudget(files, request.server.config.uploadMaxRequestPixels);
  return { fields, files };
}

/**
 * Decoding is what costs (ten large photos took about 2 s of CPU): the sum of the images' pixels, as
 * their headers state them (sharp's metadata reads no pixel data), may not pass `maxPixels`. A file
 * sharp cannot read counts for nothing here; the image pipeline refuses it. Each image is capped on
 * its own as well (MAX_INPUT_PIXELS, sharp's limitInputPixels).
 */
export async function assertPixelBudget(files: readonly { data: Buffer }[], maxPixels: number): Promise<void> {
  let total = 0;
  for (const file of files) {
    const meta = await sharp(file.data).metadata().catch(() => null);
    if (meta?.width && meta.height) total += meta.width * meta.height;
  }
  if (total > maxPixels) {
    const mp = (n: number) => Math.round(n / 100_000) / 10;
    throw new AppError(413, requestTexts.uploadTooManyPixels(mp(total), mp(maxPixels)));
  }
}

function translateMultipartError(err: unknown, texts: MultipartTexts): unknown {
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, texts.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(texts.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(413, 'The form has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid field name.');
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  // Anything else raised while reading the stream is a broken body (busboy: 'Unexpected end of form', bad boundary).
  return badRequest('The upload could not be read. Please try again.');
}
