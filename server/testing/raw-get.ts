// Test support: a GET over node:http with the answer's bytes as sent (fetch
// decompresses them), one connection per request.
import { request, type IncomingHttpHeaders } from "node:http";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}
