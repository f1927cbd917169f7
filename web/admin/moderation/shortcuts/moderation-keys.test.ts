import { describe, expect, it } from "vitest";
import {
  moderationCommand,
  movedIndex,
  type KeyPress,
} from "./moderation-keys";

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: { tagName: "ARTICLE" } as unknown as EventTarget,
  ...extra,
});
const target = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as EventTarget;

describe("moderationCommand", () => {
  it.each([
    ["j", "next"],
    ["k", "previous"],
    ["a", "approve"],
    ["r", "reject"],
    ["e", "edit"],
    ["u", "undo"],
    ["?", "help"],
  ])("maps %s to %s", (key, command) => {
    expect(moderationCommand(press(key), true)).toBe(command);
  });

  it("ignores other keys, capitals included", () => {
    for (const key of ["x", "A", "J", "Enter", " ", "ArrowDown"])
      expect(moderationCommand(press(key), true)).toBeNull();
  });

  it("does nothing when shortcuts are turned off", () => {
    expect(moderationCommand(press("a"), false)).toBeNull();
  });

  it("does nothing with Ctrl, Alt or Meta held", () => {
    expect(moderationCommand(press("a", { ctrlKey: true }), true)).toBeNull();
    expect(moderationCommand(press("r", { altKey: true }), true)).toBeNull();
    expect(moderationCommand(press("u", { metaKey: true }), true)).toBeNull();
  });

  it("does nothing while typing in a field", () => {
    for (const tag of ["INPUT", "TEXTAREA", "SELECT"])
      expect(
        moderationCommand(press("a", { target: target(tag) }), true),
      ).toBeNull();
    expect(
      moderationCommand(press("a", { target: target("DIV", true) }), true),
    ).toBeNull();
  });

  it("acts on a focused button or item", () => {
    expect(
      moderationCommand(press("a", { target: target("BUTTON") }), true),
    ).toBe("approve");
    expect(moderationCommand(press("j", { target: null }), true)).toBe("next");
  });
});

describe("movedIndex", () => {
  it("moves one item and stops at the ends", () => {
    expect(movedIndex("next", 0, 3)).toBe(1);
    expect(movedIndex("next", 2, 3)).toBe(2);
    expect(movedIndex("previous", 2, 3)).toBe(1);
    expect(movedIndex("previous", 0, 3)).toBe(0);
  });

  it("starts at the first item when none is current", () => {
    expect(movedIndex("next", -1, 3)).toBe(0);
    expect(movedIndex("previous", -1, 3)).toBe(0);
  });

  it("has nowhere to go in an empty list", () => {
    expect(movedIndex("next", -1, 0)).toBeNull();
  });
});
