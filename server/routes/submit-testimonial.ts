import { Hono } from "hono";
import { submitCall } from "../../core/testimonials/submit-call";
import type { Config } from "../config";
import { clientAddress } from "../http/client-address";
import { log } from "../log";
import type { Store } from "../store/open-store";
import { rulesHideTestimonials } from "./testimonials-hidden";

/** POST /functions/v1/submit-testimonial: stores a submission as pending. */
export function submitTestimonialRoutes(
  config: Pick<Config, "publicApiKey" | "proxyHops" | "submitLimitPerHour">,
  store: Store,
) {
  const app = new Hono();

  app.post("/functions/v1/submit-testimonial", (c) =>
    submitCall(c.req.raw, {
      publicApiKey: config.publicApiKey,
      // Node resets a socket closed with unread data: see RefusedBody.
      refusedBody: "drain",
      clientAddress: () => clientAddress(c, config.proxyHops),
      clientKey: (address) => store.clientKeys.forAddress(address),
      accepting: async () => !(await rulesHideTestimonials(store)),
      defaultLanguage: async () =>
        (await store.languages.get()).defaultLanguage,
      submit: (input, key, lang, invitation) =>
        store.submissions.submit({
          input,
          clientKey: key.current,
          previousKey: key.previous,
          limitPerHour: config.submitLimitPerHour,
          lang,
          invitationToken: invitation,
        }),
      log,
    }),
  );

  return app;
}
