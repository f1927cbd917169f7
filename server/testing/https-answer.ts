import { request, type RequestOptions } from "node:https";

/** What a proxy test reads of an answer. */
export interface HttpsAnswer {
  status: number;
  type: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS request, sent with its body's length, answered in full: how the
 * proxy tests (nginx, Caddy) speak to a proxy as a browser would.
 */
export function httpsAnswer(
  options: RequestOptions,
  body?: Buffer,
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        ...options,
        headers: {
          ...(body && { "content-length": String(body.length) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            type: res.headers["content-type"] ?? "",
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
