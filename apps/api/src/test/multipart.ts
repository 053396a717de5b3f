import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so tests control every byte (names, types, sizes). */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----mt${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } }).png().toBuffer();
export const imagePart = async (field: string, data?: Buffer): Promise<FilePart> => ({
  field,
  filename: 'photo.png',
  contentType: 'image/png',
  data: data ?? (await png()),
});
