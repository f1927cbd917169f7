import { validateTestimonial } from "../core/testimonials/testimonial";
import { setLogSink } from "../server/log";
import { openStore } from "../server/store/open-store";
import { insertPending } from "../server/testing/sample-submission";

/** Stores `count` approved testimonials in a PGlite folder before a server holds it. */
export async function seedApproved(dataDir: string, count: number) {
  const restore = setLogSink(() => {});
  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    for (let i = 0; i < count; i++) {
      const valid = validateTestimonial({
        name: `Client ${i}`,
        company: i % 3 ? `Company ${i}` : "",
        relationship: ["Client", "Colleague", "Partner", "Other", ""][i % 5],
        comment: `Seed testimonial ${i}: clear advice, delivered on time, and explained in plain words.`,
        consent: true,
      });
      if (!valid.ok) throw new Error(valid.message);
      const { id } = await insertPending(store.db, valid.value, `seed${i}`);
      await store.testimonials.setStatus(id, "approved");
    }
  } finally {
    await store.close();
    restore();
  }
}
