import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { privacyPath } from "../../../core/content/privacy-page";
import { usePageContent } from "./content-context";
import { AcademicSection } from "../sections/academic-section";
import { ConversationOpener } from "../sections/conversation-opener";
import { ElsewhereSection } from "../sections/elsewhere-section";
import { ExpertiseSection } from "../sections/expertise-section";
import { HeroSection } from "../sections/hero-section";
import { JourneySection } from "../sections/journey-section";
import { SiteFooter } from "../frame/site-footer";
import { LanguageSuggestion } from "../frame/language-suggestion";
import { SiteHeader } from "../frame/site-header";
import { TestimonialsSection } from "../sections/testimonials-section";
import type { BootData } from "./boot-data";
import { StaticIsland } from "../lib/static-island";

export function HomePage({ boot }: { boot: BootData }) {
  // One client per page load; TanStack Query's defaults are the cache rules
  // the page keeps (3 retries, back-off 1 s doubling to 30 s, gc after
  // 5 minutes).
  const [queryClient] = useState(() => new QueryClient());
  const { testimonials } = usePageContent();

  return (
    <QueryClientProvider client={queryClient}>
      <SiteHeader />
      <main>
        <HeroSection />
        <StaticIsland id="island-expertise">
          {__RENDER_STATIC__ && (
            <>
              <ExpertiseSection />
              <JourneySection />
            </>
          )}
        </StaticIsland>
        <AcademicSection />
        {testimonials.show && <TestimonialsSection boot={boot} />}
        <StaticIsland id="island-elsewhere">
          {__RENDER_STATIC__ && <ElsewhereSection />}
        </StaticIsland>
      </main>
      <StaticIsland id="island-footer">
        {__RENDER_STATIC__ && (
          <SiteFooter
            privacyHref={privacyPath(boot.lang, boot.languages.defaultLanguage)}
            top="#home"
          />
        )}
      </StaticIsland>
      <LanguageSuggestion />
      <ConversationOpener boot={boot} />
    </QueryClientProvider>
  );
}
