/** A piece of the privacy notice as the page draws it. */
export type NoticeBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

const HEADING = /^##\s+/;
const ITEM = /^-\s+/;

/**
 * The notice's plain text as blocks, the few rules the editor states: a
 * blank line ends a paragraph, a line starting with "## " is a heading, lines
 * starting with "- " are a list's items. Everything else is text, drawn as
 * text (never as HTML); a paragraph keeps its line breaks.
 */
export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
    if (list.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (!line) flush();
    else if (HEADING.test(line)) {
      flush();
      blocks.push({ kind: "heading", text: line.replace(HEADING, "") });
    } else if (ITEM.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(ITEM, ""));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
