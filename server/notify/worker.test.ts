import { createServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { NotificationOutbox } from "../store/notification-outbox";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../store/test-stores";
import { smtpSender } from "./email";
import { NotificationWorker, RETRY_DELAYS_SECONDS } from "./worker";

const KEY = "public-anon-key";
const SITE = "https://counsel.example";
const COMMENT = "Sharp, practical advice every single time.";

/** A webhook receiver on 127.0.0.1: answers with `status` and records each body. */
async function receiver(status: () => number | "hang") {
  const bodies: unknown[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(body));
      const answer = status();
      if (answer === "hang") return;
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { server, url, bodies };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe.each(STORE_KINDS)("owner notifications on %s", (kind) => {
  let t: TestStore;
  let outbox: NotificationOutbox;
  let logged = "";
  let restoreLog = () => {};
  afterEach(() => restoreLog());
  const app = () =>
    createApp({
      config: loadConfig({ SUBMIT_LIMIT_PER_HOUR: "1000" }),
      assets: new Map(),
      pages: {
        get: async () => encode(Buffer.from(""), "text/html"),
        invalidate() {},
      },
      store: t.store,
    });
  const submit = (name = "Ana Lima") =>
    app().request("/functions/v1/submit-testimonial", {
      method: "POST",
      headers: {
        apikey: KEY,
        authorization: `Bearer ${KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        name,
        company: "Acme",
        relationship: "Client",
        comment: COMMENT,
        consent: true,
      }),
    });
  const idOf = async (name: string) =>
    (
      await t.store.db.query<{ id: string }>(
        "SELECT id::text AS id FROM testimonials WHERE name = $1",
        [name],
      )
    )[0]!.id;
  const worker = (
    options: Partial<ConstructorParameters<typeof NotificationWorker>[0]>,
  ) => new NotificationWorker({ outbox, siteUrl: SITE, ...options });

  beforeAll(async () => {
    t = await openTestStore(kind);
    outbox = new NotificationOutbox(t.store.db);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    await t.store.db.exec("TRUNCATE notification_outbox");
    logged = "";
    restoreLog = setLogSink((line) => (logged += line));
  });

  it("posts the pending count, name and admin link (and nothing else) to the webhook", async () => {
    const hook = await receiver(() => 204);
    try {
      expect((await submit("Ana Lima")).status).toBe(200);
      expect((await submit("Rui Costa")).status).toBe(200);
      expect(await worker({ webhookUrl: hook.url }).runOnce()).toBe(2);
      expect(hook.bodies).toEqual([
        {
          event: "testimonial.submitted",
          pendingCount: 2,
          name: "Ana Lima",
          adminUrl: `${SITE}/admin?id=${await idOf("Ana Lima")}`,
        },
        {
          event: "testimonial.submitted",
          pendingCount: 2,
          name: "Rui Costa",
          adminUrl: `${SITE}/admin?id=${await idOf("Rui Costa")}`,
        },
      ]);
      expect(JSON.stringify(hook.bodies)).not.toContain(COMMENT);
      expect(JSON.stringify(hook.bodies)).not.toContain("Acme");
      expect(await outbox.waiting()).toEqual([]);
    } finally {
      await close(hook.server);
    }
  });

  it("keeps a failed delivery (500) queued with a back-off, logs it, and delivers on retry", async () => {
    let status = 500;
    const hook = await receiver(() => status);
    try {
      expect((await submit()).status).toBe(200);
      const w = worker({ webhookUrl: hook.url });
      await w.runOnce();
      const [queued] = await outbox.waiting();
      expect(queued).toMatchObject({
        attempts: 1,
        last_error: "webhook: webhook answered 500",
      });
      const [due] = await t.store.db.query<{ wait: number }>(
        "SELECT extract(epoch FROM next_attempt_at - now())::float8 AS wait FROM notification_outbox",
      );
      expect(due!.wait).toBeGreaterThan(RETRY_DELAYS_SECONDS[0]! - 5);
      // Not due yet: nothing is sent.
      expect(await w.runOnce()).toBe(0);
      expect(logged).toContain("owner notification failed; will retry");
      status = 200;
      await outbox.makeAllDue();
      await w.runOnce();
      expect(hook.bodies).toHaveLength(2);
      expect(await outbox.waiting()).toEqual([]);
    } finally {
      await close(hook.server);
    }
  });

  it("retries when the receiver refuses the connection, and gives up after the last delay", async () => {
    const hook = await receiver(() => 200);
    const url = hook.url;
    await close(hook.server);
    expect((await submit()).status).toBe(200);
    const w = worker({ webhookUrl: url });
    await w.runOnce();
    expect((await outbox.waiting())[0]).toMatchObject({
      attempts: 1,
      last_error: "webhook: ECONNREFUSED",
    });
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length + 1; i++) {
      await outbox.makeAllDue();
      await w.runOnce();
    }
    expect(await outbox.waiting()).toEqual([]);
  });

  it("never delays or fails the visitor's submission, even with a receiver that hangs", async () => {
    const hook = await receiver(() => "hang");
    const w = worker({ webhookUrl: hook.url, pollMs: 20 });
    w.start();
    try {
      for (const name of ["One", "Two", "Three"]) {
        const started = performance.now();
        expect((await submit(name)).status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);
      }
      await vi.waitFor(() => expect(hook.bodies.length).toBeGreaterThan(0));
    } finally {
      await close(hook.server);
      await w.stop();
    }
    expect(await t.store.testimonials.list("pending")).toHaveLength(3);
  });

  it("sends an e-mail through SMTP, and retries only the channel that failed", async () => {
    const mails: string[] = [];
    const smtp = createTcpServer((socket) => {
      let data = false;
      let buffer = "";
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        buffer += chunk;
        let end: number;
        while (
          (end = data ? buffer.indexOf("\r\n.\r\n") : buffer.indexOf("\r\n")) >=
          0
        ) {
          if (data) {
            // Undo quoted-printable soft breaks and escaped "=".
            mails.push(
              buffer.slice(0, end).replace(/=\r\n/g, "").replace(/=3D/g, "="),
            );
            buffer = buffer.slice(end + 5);
            data = false;
            socket.write("250 queued\r\n");
            continue;
          }
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^EHLO/i.test(line)) socket.write("250-test\r\n250 8BITMIME\r\n");
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write("354 go ahead\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.address() as AddressInfo).port;
    const hook = await receiver(() => 200);
    try {
      expect((await submit("Ana Lima")).status).toBe(200);
      let failEmail = true;
      const sendEmail = smtpSender(
        `smtp://127.0.0.1:${port}`,
        "owner@counsel.example",
      );
      const w = worker({
        webhookUrl: hook.url,
        sendEmail: async (event) => {
          if (failEmail) throw new Error("smtp down");
          await sendEmail(event);
        },
      });
      await w.runOnce();
      expect(hook.bodies).toHaveLength(1);
      expect((await outbox.waiting())[0]).toMatchObject({
        last_error: "email: smtp down",
      });
      failEmail = false;
      await outbox.makeAllDue();
      await w.runOnce();
      // The webhook, which worked the first time, is not called again.
      expect(hook.bodies).toHaveLength(1);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("To: owner@counsel.example");
      expect(mails[0]).toContain("Ana Lima");
      expect(mails[0]).toContain(`${SITE}/admin?id=${await idOf("Ana Lima")}`);
      expect(mails[0]).not.toContain(COMMENT);
      expect(await outbox.waiting()).toEqual([]);
    } finally {
      await close(hook.server);
      await new Promise((resolve) => smtp.close(resolve));
    }
  });

  it("drops the notification of a testimonial deleted before delivery, and drains when nothing is configured", async () => {
    const hook = await receiver(() => 200);
    try {
      await submit("Gone Soon");
      await t.store.testimonials.delete(await idOf("Gone Soon"));
      await submit("Kept");
      await worker({}).runOnce();
      expect(await outbox.waiting()).toEqual([]);
      expect(hook.bodies).toEqual([]);
    } finally {
      await close(hook.server);
    }
  });
});
