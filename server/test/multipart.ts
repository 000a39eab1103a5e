/**
 * A multipart/form-data body for `inject`, built by hand so tests control every byte (names, types, sizes).
 * A part without `filename` is a plain field.
 */
export function multipart(parts: { field: string; filename?: string; bytes: Uint8Array | string; type?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----iprism${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      p.filename === undefined
        ? `Content-Disposition: form-data; name="${p.field}"`
        : `Content-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push(Buffer.from(p.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
