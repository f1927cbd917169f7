import { describe, expect, it } from "vitest";
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import type { SiteLanguage } from "../../core/site-languages";
import type { Encoded } from "../render/assets";
import { siteRoutes } from "./site";

const page = (text: string): Encoded => ({
  body: Buffer.from(text),
  type: "text/html; charset=utf-8",
  etag: `"${text}"`,
});

/** The site's routes over pages that only name themselves. */
function site(defaultLanguage: SiteLanguage) {
  return siteRoutes(new Map(), {
    get: async (path) => page(path),
    page: async ({ lang, name }) => page(`${lang} ${name}`),
    cv: async (lang, format) => ({
      file: page(`${lang} cv ${format}`),
      fileName: `Ana_Lima_CV${lang === "en" ? "" : "_PT"}.${format}`,
    }),
    languages: async () => ({ defaultLanguage, published: ["en", "pt"] }),
    contactSettings: async () => CONTACT_SETTINGS_DEFAULTS,
  });
}

const location = async (
  defaultLanguage: SiteLanguage,
  path: string,
): Promise<[number, string | null]> => {
  const response = await site(defaultLanguage).request(path);
  return [response.status, response.headers.get("location")];
};

describe("redirects out of the default language's prefix stay on the site", () => {
  const cases: [SiteLanguage, string, string][] = [
    ["en", "/en//evil.example/login", "/evil.example/login"],
    ["en", "/en///evil.example", "/evil.example"],
    ["en", "/en/%5Cevil.example/x", "/evil.example/x"],
    ["en", "/en/%5C%5Cevil.example/x", "/evil.example/x"],
    ["en", "/en/%2F%2Fevil.example", "/evil.example"],
    ["en", "/en/%2f%5cevil.example", "/evil.example"],
    ["en", "/en/\\/evil.example", "/evil.example"],
    ["en", "/en/a//b\\c", "/a/b/c"],
    ["en", "/en//evil.example?next=//x", "/evil.example?next=//x"],
    ["pt", "/pt//evil.example/login", "/evil.example/login"],
    ["pt", "/pt/%5Cevil.example", "/evil.example"],
  ];
  for (const [defaultLanguage, from, to] of cases)
    it(`${from} (default ${defaultLanguage}) → ${to}`, async () => {
      expect(await location(defaultLanguage, from)).toEqual([301, to]);
    });

  it("keeps the ordinary moves as they were", async () => {
    expect(await location("en", "/en/")).toEqual([301, "/"]);
    expect(await location("en", "/en")).toEqual([301, "/"]);
    expect(await location("en", "/en/about?x=1")).toEqual([301, "/about?x=1"]);
    expect(await location("en", "/pt")).toEqual([301, "/pt/"]);
    expect(await location("pt", "/pt/privacidade")).toEqual([
      301,
      "/privacidade",
    ]);
  });

  it("keeps an address's other characters encoded in Location", async () => {
    expect(await location("en", "/en/caf%C3%A9%20x")).toEqual([
      301,
      "/caf%C3%A9%20x",
    ]);
  });
});

describe("an address holding a control character", () => {
  for (const path of [
    "/en//%09/evil.example",
    "/en/%0D%0ASet-Cookie:%20x=1",
    "/%00",
    "/pt/%7F",
  ])
    it(`${path} is refused with 400`, async () => {
      const response = await site("en").request(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.text()).toMatch(/control character/);
    });
});

describe("the CV, under the language's address, saved under the content's name", () => {
  it("answers the HTML file and the PDF as downloads named as the content says", async () => {
    for (const [path, body, name] of [
      ["/cv/Ana_Lima_CV.html", "en cv html", "Ana_Lima_CV.html"],
      ["/cv/Ana_Lima_CV.pdf", "en cv pdf", "Ana_Lima_CV.pdf"],
      ["/pt/cv/Ana_Lima_CV_PT.html", "pt cv html", "Ana_Lima_CV_PT.html"],
    ]) {
      const response = await site("en").request(path!);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("sends an old or wrong name to the current one, in the same language and format", async () => {
    expect(await location("en", "/cv/Marta_Sousa_CV.html")).toEqual([
      302,
      "/cv/Ana_Lima_CV.html",
    ]);
    expect(await location("en", "/pt/cv/x.pdf")).toEqual([
      302,
      "/pt/cv/Ana_Lima_CV_PT.pdf",
    ]);
    // Portuguese is the site's language: its CV is at /cv/.
    expect(await location("pt", "/cv/old%20name.html")).toEqual([
      302,
      "/cv/Ana_Lima_CV_PT.html",
    ]);
    expect(await location("en", "/cv/%E0%A4%A.html")).toEqual([
      302,
      "/cv/Ana_Lima_CV.html",
    ]);
  });

  it("has no other formats", async () => {
    const response = await site("en").request("/cv/Ana_Lima_CV.docx");
    expect(response.status).toBe(404);
  });
});
