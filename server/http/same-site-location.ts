// Browsers read a Location that starts with `//` or `/\` as another host's
// address (WHATWG URL: a backslash is a slash in http(s) URLs), so a path
// taken from the request is made to start with exactly one `/` before it is
// sent back: runs of slashes and backslashes, typed or percent-encoded,
// become one slash.
const SEPARATORS = /(?:[/\\]|%2f|%5c)+/gi;

// C0 and C1 control characters, typed or percent-encoded (C1 in UTF-8 is
// %C2%80 to %C2%9F).
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i;

/** Whether a request path, as sent (percent-encoded), holds a control character. */
export const holdsControlCharacter = (rawPath: string): boolean =>
  CONTROL.test(rawPath);

/**
 * A redirect's Location on this site for a request path as sent
 * (percent-encoded, as `new URL(...).pathname` gives it) and its query.
 */
export function sameSiteLocation(rawPath: string, search = ""): string {
  const path = rawPath.replace(SEPARATORS, "/");
  return `${path.startsWith("/") ? path : `/${path}`}${search}`;
}
