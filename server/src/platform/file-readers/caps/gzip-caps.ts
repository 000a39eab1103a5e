import { Transform, type TransformCallback } from 'node:stream';
import { FileRefusedError } from '../file-refusal';
import { ZIP_RATIO_MIN_BYTES, type ReaderLimits } from '../reader-settings';

/** The two bytes every gzip member starts with (RFC 1952). */
export const isGzip = (head: Uint8Array): boolean => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/**
 * What a gzip file of `compressedBytes` may unpack to: the archive caps a ZIP entry has (ZIP_MAX_EXPANDED_BYTES,
 * and ZIP_MAX_RATIO past the first megabyte), since a gzip member declares no size worth believing.
 */
export function gzipExpandedLimit(compressedBytes: number, limits: ReaderLimits['zip']): number {
  return Math.min(limits.maxExpandedBytes, Math.max(ZIP_RATIO_MIN_BYTES, compressedBytes * limits.maxRatio));
}

/** Passes a gunzip stream's output on and stops it, refused, the moment it goes past `limit` bytes. */
export function expandedSizeCap(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) return done(new FileRefusedError({ reason: 'gzipExpandedSize', limit }));
      done(null, chunk);
    },
  });
}
