/** Fills the `{name}` places of a dictionary text. */
export const fill = (
  text: string,
  values: Record<string, string | number>,
): string =>
  text.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
