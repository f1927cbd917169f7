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
import { NotificationOutbox } from "../store/jobs/notification-outbox";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { smtpSender } from "./email";
import { NotificationWorker, RETRY_DELAYS_SECONDS } from "./worker";
import { fixedPages } from "../testing/fixed-pages";
import { validEnquiry } from "../testing/sample-enquiry";

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

/** Bytes written as =XX (quoted-printable, RFC 2047 "Q") decoded as UTF-8. */
const decodeQ = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    "latin1",
  ).toString("utf8");

/**
 * A raw message read as a mail program shows it: header lines unfolded with
 * their encoded words decoded, and the text/plain body decoded.
 */
function readMail(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?UTF-8\?([QB])\?([^?]*)\?=/gi,
      (_, kind: string, text: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQ(text.replace(/_/g, " ")),
    )
    .split("\r\n");
  const encoding = headers
    .find((h) => /^content-transfer-encoding:/i.test(h))
    ?.split(":")[1]
    ?.trim()
    .toLowerCase();
  const body = raw.slice(split + 4);
  const text =
    encoding === "quoted-printable"
      ? decodeQ(body.replace(/=\r\n/g, ""))
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { headers, lines: text.split("\r\n") };
}

/** An SMTP server on 127.0.0.1 that accepts every message and records it raw. */
async function smtpCatcher() {
  const mails: string[] = [];
  const smtp = createTcpServer((socket) => {
    let data = false;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      let end: number;
      while (
        (end = data ? buffer.indexOf("\r\n.\r\n") : buffer.indexOf("\r\n")) >= 0
      ) {
        if (data) {
          // SMTP's dot-stuffing undone: the message as the sender wrote it.
          mails.push(buffer.slice(0, end).replace(/^\.\./gm, "."));
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
  const url = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
  return {
    url,
    mails,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

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
      pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
      store: t.store,
    });
  const submit = (name = "Ana Lima", lang?: string, invitation?: string) =>
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
        lang,
        invitation,
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
  /** The notifications still queued. */
  const waiting = () =>
    t.store.db.query<{
      testimonial_id: string;
      attempts: number;
      last_error: string | null;
    }>(
      "SELECT testimonial_id::text AS testimonial_id, attempts, last_error FROM notification_outbox ORDER BY id",
    );
  /** Makes every queued notification due now. */
  const makeAllDue = () =>
    t.store.db.query("UPDATE notification_outbox SET next_attempt_at = now()");

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

  it("posts the pending count, name, language and admin link (and nothing else) to the webhook", async () => {
    const hook = await receiver(() => 204);
    try {
      expect((await submit("Ana Lima")).status).toBe(200);
      expect((await submit("Rui Costa", "pt")).status).toBe(200);
      expect(await worker({ webhookUrl: hook.url }).runOnce()).toBe(2);
      expect(hook.bodies).toEqual([
        {
          event: "testimonial.submitted",
          pendingCount: 2,
          name: "Ana Lima",
          lang: "en",
          invitation: null,
          adminUrl: `${SITE}/admin?id=${await idOf("Ana Lima")}`,
        },
        {
          event: "testimonial.submitted",
          pendingCount: 2,
          name: "Rui Costa",
          lang: "pt",
          invitation: null,
          adminUrl: `${SITE}/admin?id=${await idOf("Rui Costa")}`,
        },
      ]);
      expect(JSON.stringify(hook.bodies)).not.toContain(COMMENT);
      expect(JSON.stringify(hook.bodies)).not.toContain("Acme");
      expect(await waiting()).toEqual([]);
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
      const [queued] = await waiting();
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
      await makeAllDue();
      await w.runOnce();
      expect(hook.bodies).toHaveLength(2);
      expect(await waiting()).toEqual([]);
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
    expect((await waiting())[0]).toMatchObject({
      attempts: 1,
      last_error: "webhook: ECONNREFUSED",
    });
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length + 1; i++) {
      await makeAllDue();
      await w.runOnce();
    }
    expect(await waiting()).toEqual([]);
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
    const smtp = await smtpCatcher();
    const hook = await receiver(() => 200);
    try {
      expect((await submit("Ana Lima", "pt")).status).toBe(200);
      let failEmail = true;
      const sendEmail = smtpSender(smtp.url, "owner@counsel.example");
      const w = worker({
        webhookUrl: hook.url,
        sendEmail: async (event) => {
          if (failEmail) throw new Error("smtp down");
          await sendEmail(event);
        },
      });
      await w.runOnce();
      expect(hook.bodies).toHaveLength(1);
      expect((await waiting())[0]).toMatchObject({
        last_error: "email: smtp down",
      });
      failEmail = false;
      await makeAllDue();
      await w.runOnce();
      // The webhook, which worked the first time, is not called again.
      expect(hook.bodies).toHaveLength(1);
      expect(smtp.mails).toHaveLength(1);
      const mail = readMail(smtp.mails[0]!);
      expect(mail.headers).toContain("To: owner@counsel.example");
      expect(mail.lines).toContain("Written in: Português (pt)");
      const text = mail.lines.join("\n");
      expect(text).toContain("Ana Lima");
      expect(text).toContain(`${SITE}/admin?id=${await idOf("Ana Lima")}`);
      expect(text).not.toContain(COMMENT);
      expect(await waiting()).toEqual([]);
    } finally {
      await close(hook.server);
      await smtp.close();
    }
  });

  it("e-mails a visitor's name on one line in the subject, quoted in the body, and never as a link", async () => {
    const smtp = await smtpCatcher();
    try {
      expect((await submit("Ana Lima")).status).toBe(200);
      const id = await idOf("Ana Lima");
      // Every line break the store keeps: newline, line and paragraph separators.
      const name =
        "Ana\nBcc: intruder@evil.example\u2028Subject: pay now\u2029see https://evil.example/pay\nor www.evil.example";
      await t.store.db.query("UPDATE testimonials SET name = $1", [name]);
      await worker({
        sendEmail: smtpSender(smtp.url, "owner@counsel.example"),
      }).runOnce();
      expect(smtp.mails).toHaveLength(1);
      const { headers, lines: body } = readMail(smtp.mails[0]!);
      expect(headers.filter((h) => /^(subject|bcc|to):/i.test(h))).toEqual([
        "To: owner@counsel.example",
        'Subject: New testimonial from "Ana Bcc: intruder@evil[.]example Subject: pay now see https[:]//evil[.]example/pay or www[.]evil[.]example" is waiting for review',
      ]);
      expect(body).toEqual(
        expect.arrayContaining([
          "> Ana",
          "> Bcc: intruder@evil[.]example",
          "> Subject: pay now",
          "> see https[:]//evil[.]example/pay",
          "> or www[.]evil[.]example",
        ]),
      );
      expect(body.filter((line) => /Bcc|pay now/.test(line))).toEqual([
        "> Bcc: intruder@evil[.]example",
        "> Subject: pay now",
      ]);
      // The admin link is the only thing a mail program could make a link of.
      expect(
        [...headers, ...body]
          .join("\n")
          .match(/https?:\/\/\S+|www\.\S+|evil\.example/g),
      ).toEqual([`${SITE}/admin?id=${id}`]);
    } finally {
      await smtp.close();
    }
  });

  it("says by which invitation a testimonial came, in the webhook and the e-mail", async () => {
    const smtp = await smtpCatcher();
    const hook = await receiver(() => 204);
    try {
      const { invitation, token } = await t.store.invitations.create({
        name: "Rui Costa",
        company: "",
        relationship: null,
        note: "",
        lang: "pt",
        expiresInDays: 30,
      });
      expect((await submit("Rui C.", "pt", token)).status).toBe(200);
      expect((await submit("Ana Lima")).status).toBe(200);
      await worker({
        webhookUrl: hook.url,
        sendEmail: smtpSender(smtp.url, "owner@counsel.example"),
      }).runOnce();
      const invitations = (
        hook.bodies as { name: string; invitation: unknown }[]
      ).map(({ name, invitation }) => ({ name, invitation }));
      expect(invitations).toEqual([
        {
          name: "Rui C.",
          invitation: { id: invitation.id, name: "Rui Costa" },
        },
        { name: "Ana Lima", invitation: null },
      ]);
      const lines = smtp.mails.map((mail) => readMail(mail).lines);
      expect(lines[0]).toContain(
        `Sent through your invitation to Rui Costa (invitation ${invitation.id}).`,
      );
      expect(lines[1]).toContain(
        "Sent through the public form (no invitation).",
      );
      expect(JSON.stringify([hook.bodies, smtp.mails])).not.toContain(token);
    } finally {
      await close(hook.server);
      await smtp.close();
    }
  });

  it("drops the notification of a testimonial deleted before delivery, and drains when nothing is configured", async () => {
    const hook = await receiver(() => 200);
    try {
      await submit("Gone Soon");
      await t.store.testimonials.delete(await idOf("Gone Soon"));
      await submit("Kept");
      await worker({}).runOnce();
      expect(await waiting()).toEqual([]);
      expect(hook.bodies).toEqual([]);
    } finally {
      await close(hook.server);
    }
  });

  describe("of a new enquiry", () => {
    const MESSAGE = "Our supplier breached the contract.\nSee www.evil.example";
    const send = async (name = "Rui Costa") => {
      const outcome = await t.store.enquiries.submit({
        input: validEnquiry({
          name,
          email: "rui@costa.example",
          company: "Costa Lda",
          otherParties: "Banco Exemplo",
          message: MESSAGE,
        }),
        lang: "pt",
        clientKey: null,
        limitPerHour: null,
      });
      return outcome.ok ? outcome.id : "";
    };
    const deliver = async () => {
      const smtp = await smtpCatcher();
      const hook = await receiver(() => 204);
      try {
        await worker({
          webhookUrl: hook.url,
          sendEmail: smtpSender(smtp.url, "owner@counsel.example"),
        }).runOnce();
        return {
          bodies: hook.bodies,
          mails: smtp.mails.map(readMail),
          raw: JSON.stringify([hook.bodies, smtp.mails]),
        };
      } finally {
        await close(hook.server);
        await smtp.close();
      }
    };

    it("by default says only that one arrived, with the admin link: nothing its sender wrote", async () => {
      await send();
      const { bodies, mails, raw } = await deliver();
      expect(bodies).toEqual([
        {
          event: "enquiry.received",
          unread: 1,
          adminUrl: `${SITE}/admin/enquiries`,
        },
      ]);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.headers).toContain("Subject: A new enquiry arrived");
      expect(mails[0]!.lines).toContain(
        `Read it here: ${SITE}/admin/enquiries`,
      );
      for (const sent of ["Rui", "costa", "Banco", "supplier", "evil"])
        expect(raw).not.toContain(sent);
      expect(await waiting()).toEqual([]);
      expect(logged).toContain('"enquiryId"');
    });

    it("with the owner's notifyWithText, carries the name, e-mail and message, never as links", async () => {
      await t.store.contactSettings.put({
        ...(await t.store.contactSettings.get()),
        notifyWithText: true,
      });
      await send();
      const { bodies, mails, raw } = await deliver();
      expect(bodies).toEqual([
        {
          event: "enquiry.received",
          unread: 1,
          adminUrl: `${SITE}/admin/enquiries`,
          enquiry: {
            name: "Rui Costa",
            email: "rui@costa.example",
            message: MESSAGE,
          },
        },
      ]);
      const { headers, lines } = mails[0]!;
      expect(headers).toContain('Subject: New enquiry from "Rui Costa"');
      expect(lines).toEqual(
        expect.arrayContaining([
          "> Rui Costa",
          "> rui@costa[.]example",
          "> Our supplier breached the contract.",
          "> See www[.]evil[.]example",
        ]),
      );
      expect(
        [...headers, ...lines].join("\n").match(/https?:\/\/\S+|www\.\S+/g),
      ).toEqual([`${SITE}/admin/enquiries`]);
      // What the notification does not carry even then.
      expect(raw).not.toContain("Costa Lda");
      expect(raw).not.toContain("Banco");
    });

    it("drops the notification of an enquiry deleted before delivery, and keeps testimonials' as they were", async () => {
      await t.store.enquiries.delete(await send("Gone Soon"));
      expect((await submit("Ana Lima")).status).toBe(200);
      const { bodies } = await deliver();
      expect(bodies).toMatchObject([
        { event: "testimonial.submitted", name: "Ana Lima" },
      ]);
      expect(await waiting()).toEqual([]);
    });
  });
});
