// The footer's lines the owner's professional rules ask for, as the server
// draws them: the labels, the office address, the regulatory notice with
// its link; nothing at all when no rule asks, and never in the boot data.
import { describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { staticPageSettings, type FooterRules } from "../app/boot-data";
import { render } from "../entry-server";

const RULES: FooterRules = {
  advertisingLabels: ["Attorney Advertising"],
  officeAddress: "1 Main Street, New York, NY 10001",
  regulatoryNotice: "Admitted in New York.",
  regulatorLink: "https://example.org/register/",
};

const page = (rules?: FooterRules) =>
  render({ ...staticPageSettings("home"), rules }, contentFixture, {
    siteUrl: "https://counsel.example",
  });
const footer = (html: string) => html.slice(html.lastIndexOf("<footer"));

describe("the footer under the professional rules", () => {
  it("adds nothing when no rule asks", () => {
    expect(page().html).toBe(
      page({
        advertisingLabels: [],
        officeAddress: "",
        regulatoryNotice: "",
        regulatorLink: "",
      }).html,
    );
  });

  it("draws the labels, the address and the notice with its link", () => {
    const rendered = page(RULES);
    const html = footer(rendered.html);
    expect(html).toContain(
      '<p class="mb-4 font-semibold text-ink">Attorney Advertising</p>',
    );
    expect(html).toContain(`<p class="mt-2">${RULES.officeAddress}</p>`);
    expect(html).toContain(
      'Admitted in New York. <a href="https://example.org/register/"',
    );
    expect(html).toContain(">example.org/register</a>");
    expect(rendered.data).not.toContain("Attorney Advertising");
    expect(rendered.data).not.toContain("1 Main Street");
  });

  it("draws a link set without a notice on its own", () => {
    const html = footer(page({ ...RULES, regulatoryNotice: "" }).html);
    expect(html).toContain(
      '<p class="mt-2 whitespace-pre-line"><a href="https://example.org/register/"',
    );
  });
});
