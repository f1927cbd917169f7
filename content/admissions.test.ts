// Bar admissions in the content document (core/content/profile-shape.ts):
// shared by every language, none in content written before them.
import { describe, expect, it } from "vitest";
import {
  assertValidProfile,
  checkProfile,
} from "../core/content/profile-schema";
import {
  identityOf,
  mergeDocument,
  splitDocument,
  withAddedFields,
} from "../core/content/identity";
import { seedProfile } from "./profile";

const admission = {
  jurisdiction: "Ordem dos Advogados (Portugal)",
  year: 2019,
  registration: "59123L",
  registerUrl: "https://portal.oa.pt/advogados/pesquisa-de-advogados/",
};
const withAdmissions = (admissions: unknown) => ({
  ...seedProfile,
  admissions,
});
/** A document as written before bar admissions: without the field. */
const beforeAdmissions = (document: Record<string, unknown>) => {
  const old = { ...document };
  delete old.admissions;
  return old;
};
const issuesOf = (admissions: unknown) => {
  const result = checkProfile(withAdmissions(admissions));
  return result.ok ? [] : result.issues;
};

describe("bar admissions", () => {
  it("are none in content written before them", () => {
    const old = beforeAdmissions(withAdmissions([admission]));
    expect(assertValidProfile(old).admissions).toEqual([]);
    expect(checkProfile(old)).toMatchObject({ ok: true });
  });

  it("keep the owner's entries, the registration number and link optional", () => {
    const minimal = { jurisdiction: "New York State Bar", year: 2021 };
    const result = checkProfile(withAdmissions([admission, minimal]));
    expect(result.ok && result.profile.admissions).toEqual([
      admission,
      { ...minimal, registration: "", registerUrl: "" },
    ]);
  });

  it("refuse a wrong entry with one line naming the field", () => {
    const thisYear = new Date().getUTCFullYear();
    expect(
      issuesOf([
        { ...admission, jurisdiction: "" },
        { ...admission, year: 1949 },
        { ...admission, year: thisYear + 1 },
        { ...admission, registration: "1".repeat(61) },
        { ...admission, registerUrl: "http://register.example/" },
        { ...admission, jurisdiction: "x".repeat(121), year: 20.5 },
      ]),
    ).toEqual([
      { path: "admissions.0.jurisdiction", message: "is required" },
      { path: "admissions.1.year", message: "must be 1950 or later" },
      {
        path: "admissions.2.year",
        message: `must be ${thisYear} or earlier`,
      },
      {
        path: "admissions.3.registration",
        message: "must be at most 60 characters",
      },
      {
        path: "admissions.4.registerUrl",
        message: "must be a link starting with https:",
      },
      {
        path: "admissions.5.jurisdiction",
        message: "must be at most 120 characters",
      },
      { path: "admissions.5.year", message: "must be a whole year" },
    ]);
    expect(issuesOf([{ ...admission, year: thisYear }])).toEqual([]);
    // Content already stored loads even if the clock was set back since.
    expect(
      assertValidProfile(withAdmissions([{ ...admission, year: thisYear + 1 }]))
        .admissions[0]!.year,
    ).toBe(thisYear + 1);
  });

  it("are at most ten", () => {
    expect(issuesOf(Array.from({ length: 11 }, () => admission))).toEqual([
      { path: "admissions", message: "may have at most 10 entries" },
    ]);
    expect(issuesOf(Array.from({ length: 10 }, () => admission))).toEqual([]);
  });

  it("belong to the shared identity, not to a language's texts", () => {
    const { identity, texts } = splitDocument(withAdmissions([admission]));
    expect(identity.admissions).toEqual([admission]);
    expect(texts).not.toHaveProperty("admissions");
    const profile = assertValidProfile(withAdmissions([admission]));
    expect(identityOf(profile).admissions).toEqual([admission]);
    // An identity stored before them shows none in every language.
    const oldIdentity = beforeAdmissions(identity);
    expect(
      assertValidProfile(mergeDocument(oldIdentity, texts)).admissions,
    ).toEqual([]);
  });

  it("count as none when an identity stored before them is compared", () => {
    expect(withAddedFields({ name: "Ana" })).toEqual({
      admissions: [],
      name: "Ana",
    });
    expect(withAddedFields({ admissions: [admission] })).toEqual({
      admissions: [admission],
    });
    expect(withAddedFields(undefined)).toBeUndefined();
  });
});
