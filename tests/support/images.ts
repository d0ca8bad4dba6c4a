/** Image fixtures generated with sharp: real JPEGs carrying EXIF (with a GPS position) and an orientation. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A JPEG of `width`×`height` with EXIF orientation `orientation`, a copyright and a GPS position (Tokyo). */
export async function jpegWithGps(width = 3000, height = 2000, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7d44" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: "fixture", Artist: "tester" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "35/1 40/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "139/1 45/1 0/1",
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A small PNG with transparency. */
export async function transparentPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

/** True when an EXIF block carries the GPS IFD pointer tag (0x8825). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** Every file under `dir` (relative paths), or [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path).map((sub) => join(entry, sub)) : [entry];
  });
}

/** `data` as a File for FormData uploads. */
export function fileOf(data: Uint8Array<ArrayBuffer> | Buffer | string, name: string, type: string): File {
  return new File([data as BlobPart], name, { type });
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header declaring `width`×`height` grey pixels (30000×30000 = 900 million by
 * default) in a file of a few hundred bytes; only the first rows are present.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), deflate, no filter, no interlace follow as zeros
  const row = Buffer.alloc(1 + width);
  const data = deflateSync(Buffer.concat([row, row, row, row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", data),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
