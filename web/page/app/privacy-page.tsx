import { StaticIsland } from "../lib/static-island";
import { useContact, useContent } from "./content-context";
import { PrivacyNotice } from "../features/privacy/privacy-notice";
import { useDictionary } from "../i18n/i18n-context";
import { privacyNotice } from "../../../content/privacy-notice";
import { SubPageFrame } from "../frame/sub-page-frame";
import type { BootData } from "./boot-data";

/**
 * The privacy page: drawn once on the server, like the page's static
 * sections (docs/decisions/005-static-islands.md), so its text is never in
 * the browser's bundle; it has nothing to hydrate.
 */
export function PrivacyPage({ boot }: { boot: BootData }) {
  return (
    <StaticIsland id="island-privacy">
      {__RENDER_STATIC__ && <PrivacyContent boot={boot} />}
    </StaticIsland>
  );
}

function PrivacyContent({ boot }: { boot: BootData }) {
  const profile = useContent();
  const { settings, insights } = useContact();
  const { server } = useDictionary();
  return (
    <SubPageFrame boot={boot} onPrivacyPage>
      <h1 className="mb-6 text-4xl font-bold tracking-tight">
        {server.privacyTitle}
      </h1>
      <PrivacyNotice
        text={privacyNotice(boot.lang, profile, settings, insights)}
      />
    </SubPageFrame>
  );
}
