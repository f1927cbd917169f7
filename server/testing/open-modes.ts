// Test support: what in a folder other accounts on the machine could use.
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** `folder` and every entry under it with a group or other permission bit, as "path mode". */
export function accessibleToOthers(folder: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077)
      found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory())
      for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  return found;
}
