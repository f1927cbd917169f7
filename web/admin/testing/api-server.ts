import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * msw's stand-in for the network in the admin's component tests: the fake
 * admin APIs add their request handlers to it for the test that made them.
 */
export const apiServer = setupServer();

/**
 * Serves `apiServer` in the calling test file, as msw documents for Vitest:
 * a request no handler answers fails the test, and the handlers a test added
 * go when it ends. Call it before registering other `afterEach` hooks, so
 * that those (unmounting, say) run before the handlers go.
 */
export function serveApiInTests() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}
