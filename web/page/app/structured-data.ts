import type { Profile } from "../../../core/content/profile-schema";

/**
 * schema.org JSON-LD for the owner (`Person`) and their book (`Book`), from
 * the profile, and the page about them in its language (`ProfilePage`).
 * The person's `@id` is the same in every language: one person, described
 * in several. Deliberately no `Review` or `AggregateRating`: search engines
 * treat reviews a site publishes about itself as self-serving, and lawyers'
 * advertising rules frown on ratings. `siteUrl` may be "" (no known origin).
 */
function buildStructuredData(
  profile: Profile,
  siteUrl: string,
  inLanguage?: string,
) {
  const personId = `${siteUrl}/#person`;
  const schools = [...new Set(profile.education.map((entry) => entry.school))];
  const sameAs = [
    profile.linkedinUrl,
    profile.book?.url,
    profile.podcast?.url,
  ].filter(Boolean);
  const person = {
    "@type": "Person",
    "@id": personId,
    name: profile.name,
    jobTitle: profile.title,
    description: profile.seo.description,
    email: `mailto:${profile.email}`,
    ...(profile.phone && { telephone: profile.phone }),
    ...(siteUrl && { url: siteUrl }),
    sameAs,
    knowsLanguage: profile.languages.map((language) => language.name),
    alumniOf: schools.map((name) => ({
      "@type": "EducationalOrganization",
      name,
    })),
    award: profile.awards.map((award) => award.title),
    knowsAbout: profile.coreAreas.map((area) => area.title),
    ...admissionsData(profile.admissions),
  };
  const book = profile.book && {
    "@type": "Book",
    name: profile.book.title,
    url: profile.book.url,
    description: profile.book.description,
    author: { "@id": personId },
  };
  const page = inLanguage && {
    "@type": "ProfilePage",
    inLanguage,
    mainEntity: { "@id": personId },
  };
  return {
    "@context": "https://schema.org",
    "@graph": [person, book, page].filter(Boolean),
  };
}

/**
 * Bar admissions as credentials recognised by each bar, and the bars as
 * organisations the person belongs to; nothing at all when there are none
 * (the first response's bytes are counted).
 */
function admissionsData(admissions: Profile["admissions"]) {
  if (admissions.length === 0) return {};
  const bar = (jurisdiction: string) => ({
    "@type": "Organization",
    name: jurisdiction,
  });
  return {
    hasCredential: admissions.map((admission) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Bar admission",
      name: admission.jurisdiction,
      recognizedBy: bar(admission.jurisdiction),
      dateCreated: String(admission.year),
      ...(admission.registration && { identifier: admission.registration }),
      ...(admission.registerUrl && { url: admission.registerUrl }),
    })),
    memberOf: [...new Set(admissions.map((each) => each.jurisdiction))].map(
      bar,
    ),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`, safe against `</script>`;
 * with the page's language (`inLanguage`, a BCP 47 tag), the page too.
 */
export function structuredDataScript(
  profile: Profile,
  siteUrl: string,
  inLanguage?: string,
): string {
  const json = JSON.stringify(
    buildStructuredData(profile, siteUrl, inLanguage),
  ).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}
