import { Fragment } from "react";
import { splitAtEmails } from "./email-links";
import { noticeBlocks } from "./notice-blocks";

/** The text, each e-mail address in it a link that writes to it. */
function Text({ text }: { text: string }) {
  return splitAtEmails(text).map((part, index) =>
    index % 2 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="text-accent underline underline-offset-4 hover:no-underline"
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The privacy notice's text (the owner's, or the default), drawn as headings, paragraphs and lists. */
export function PrivacyNotice({ text }: { text: string }) {
  return noticeBlocks(text).map((block, index) => {
    switch (block.kind) {
      case "heading":
        return (
          <h2 key={index} className="mt-10 mb-3 text-2xl font-semibold">
            <Text text={block.text} />
          </h2>
        );
      case "paragraph":
        return (
          <p key={index} className="mb-4 whitespace-pre-line">
            <Text text={block.text} />
          </p>
        );
      case "list":
        return (
          <ul key={index} className="mb-4 list-disc space-y-2 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Text text={item} />
              </li>
            ))}
          </ul>
        );
    }
  });
}
