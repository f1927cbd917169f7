import { render as renderUi, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import type { SiteLanguage } from "../../core/site-languages";
import type { Alternate } from "../page/app/boot-data";
import { withContent } from "./with-content";

/**
 * Testing Library's render inside the page's content and the interface
 * texts of `lang` (English unless given) with its other published languages,
 * kept around `rerender` too.
 */
export function render(
  ui: ReactElement,
  {
    lang = "en",
    alternates = [],
    ...options
  }: RenderOptions & { lang?: SiteLanguage; alternates?: Alternate[] } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    withContent(children, undefined, { lang, alternates });
  return renderUi(ui, { wrapper, ...options });
}
