// @vitest-environment jsdom
import { fireEvent } from "@testing-library/react";
import { expect, it } from "vitest";
import { seedProfile } from "../../../../content/profile";
import type { FakeContentApi } from "../testing/fake-content-api";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

const api = setUpContentScreenTests();

const start = async (draft: FakeContentApi["state"]["draft"] = null) => {
  api.state.draft = draft;
  await renderContentScreen();
};

it(
  "shows the default notice, with the owner's name and e-mail, until the owner starts from it",
  async () => {
    await start();
    const privacy = region("Privacy notice");
    const text = privacy.getByRole("textbox", {
      name: "Notice text",
    }) as HTMLTextAreaElement;
    expect(text.value).toBe("");
    expect(text.placeholder).toMatch(/^## Who is responsible\n/);
    expect(text.placeholder).toContain(`I, ${seedProfile.name},`);
    expect(text.placeholder).toContain(seedProfile.email);
    expect(text.placeholder).toContain("deleted 30 days after it was rejected");
    const begin = privacy.getByRole("button", {
      name: "Start from the default notice",
    }) as HTMLButtonElement;
    fireEvent.click(begin);
    expect(text.value).toBe(text.placeholder);
    expect(begin.disabled).toBe(true);
  },
  SLOW,
);

it(
  "offers the invited mark beside Hide companies, ticked for content written before it existed",
  async () => {
    const testimonials: Record<string, unknown> = {
      ...seedProfile.testimonials,
    };
    delete testimonials.showInvitedMark;
    await start({
      document: { ...seedProfile, testimonials },
      updatedAt: "2026-11-25T10:00:00.000Z",
    });
    const section = region("Testimonials");
    const mark = section.getByRole("checkbox", {
      name: "Mark invited testimonials",
    }) as HTMLInputElement;
    expect(mark.checked).toBe(true);
    fireEvent.click(mark);
    expect(mark.checked).toBe(false);
    const boxes = section
      .getAllByRole("checkbox")
      .map((box) => box.getAttribute("name") ?? box.id);
    expect(boxes.findIndex((id) => id.includes("showInvitedMark"))).toBe(
      boxes.findIndex((id) => id.includes("hideCompanies")) + 1,
    );
  },
  SLOW,
);
