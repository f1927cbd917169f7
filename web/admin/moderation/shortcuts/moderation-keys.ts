/** What a key does in the moderation list. */
export type ModerationCommand =
  "next" | "previous" | "approve" | "reject" | "edit" | "undo" | "help";

/** A key, the command it stands for, and how the help dialog says it. */
export interface Shortcut<Command extends string> {
  key: string;
  command: Command;
  does: string;
}

/** Each key of the moderation list. */
export const MODERATION_KEYS: Shortcut<ModerationCommand>[] = [
  { key: "j", command: "next", does: "Next testimonial" },
  { key: "k", command: "previous", does: "Previous testimonial" },
  { key: "a", command: "approve", does: "Approve" },
  { key: "r", command: "reject", does: "Reject" },
  { key: "e", command: "edit", does: "Edit the displayed text" },
  { key: "u", command: "undo", does: "Undo the last approve, reject or move" },
  { key: "?", command: "help", does: "Show these keys" },
];

/** The parts of a keydown the decision needs (a DOM or React KeyboardEvent has them). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

const isTypingIn = (target: EventTarget | null) => {
  const element = target as {
    tagName?: string;
    isContentEditable?: boolean;
  } | null;
  return Boolean(
    element &&
    (TYPING_TAGS.has(element.tagName ?? "") || element.isContentEditable),
  );
};

/**
 * The command a key press in a list stands for, in that list's `keys`, or
 * null: none when shortcuts are off (WCAG 2.1.4), while typing in a field, or
 * with Ctrl, Alt or Meta held (those belong to the browser and the system).
 * Shift is allowed: `?` needs it on most layouts, and `A` is not `a`.
 */
export function shortcutCommand<Command extends string>(
  press: KeyPress,
  enabled: boolean,
  keys: readonly Shortcut<Command>[],
): Command | null {
  if (!enabled || press.ctrlKey || press.altKey || press.metaKey) return null;
  if (isTypingIn(press.target)) return null;
  return keys.find(({ key }) => key === press.key)?.command ?? null;
}

/** The command a key press in the moderation list stands for, or null. */
export const moderationCommand = (press: KeyPress, enabled: boolean) =>
  shortcutCommand(press, enabled, MODERATION_KEYS);

/**
 * The item `next` or `previous` moves to from `index` (-1 when no item is
 * current: both start at the first), staying within the list; null when the
 * list is empty.
 */
export function movedIndex(
  command: "next" | "previous",
  index: number,
  count: number,
): number | null {
  if (count === 0) return null;
  if (index < 0) return 0;
  const moved = command === "next" ? index + 1 : index - 1;
  return Math.min(Math.max(moved, 0), count - 1);
}
