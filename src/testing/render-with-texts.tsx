import { render as renderUi, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import type { SiteLanguage } from "../../core/site-languages";
import { withContent } from "./with-content";

/**
 * Testing Library's render inside the page's content and the interface
 * texts of `lang` (English unless given), kept around `rerender` too.
 */
export function render(
  ui: ReactElement,
  { lang = "en", ...options }: RenderOptions & { lang?: SiteLanguage } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    withContent(children, undefined, { lang });
  return renderUi(ui, { wrapper, ...options });
}
