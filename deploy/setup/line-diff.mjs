// @ts-check
// The lines that differ between two small text files, for a plan to show
// what a run would change ("- old", "+ new"), with secret values hidden.

/**
 * @param {string} before
 * @param {string} after
 * @param {Set<string>} [secretKeys] KEY=value lines whose value is not shown
 * @returns {string[]}
 */
export function lineDiff(before, after, secretKeys = new Set()) {
  const a = before.replace(/\n$/, "").split("\n");
  const b = after.replace(/\n$/, "").split("\n");
  // Longest common subsequence, table from the ends.
  const width = b.length + 1;
  const common = new Array((a.length + 1) * width).fill(0);
  /** @type {(i: number, j: number) => number} */
  const at = (i, j) => common[i * width + j];
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] =
        a[i] === b[j]
          ? at(i + 1, j + 1) + 1
          : Math.max(at(i + 1, j), at(i, j + 1));
  const hide = (/** @type {string} */ line) => {
    const key = /^\s*([A-Za-z_]\w*)=/.exec(line)?.[1];
    return key && secretKeys.has(key) ? `${key}=(hidden)` : line;
  };
  /** @type {string[]} */
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1)))
      out.push(`- ${hide(a[i++] ?? "")}`);
    else out.push(`+ ${hide(b[j++] ?? "")}`);
  }
  return out;
}
