/** Whether an If-None-Match header lists `etag`. */
export function ifNoneMatchHits(header: string, etag: string): boolean {
  return header.split(/\s*,\s*/).includes(etag);
}
