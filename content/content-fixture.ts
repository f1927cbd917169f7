import { assertValidProfile } from "../core/content/profile-schema";
import { seedProfile } from "./profile";

/**
 * The content tests render: the seed, parsed with every default filled in,
 * which is also what a fresh server publishes (the browser tests read it).
 * Tests take their expectations from it, never from the seed's wording, so
 * replacing the seed keeps them green; a test that needs a particular shape
 * (no book, two education entries) derives it from this with its changes.
 */
export const contentFixture = assertValidProfile(seedProfile);
