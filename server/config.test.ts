import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const fails = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
};

describe("admin and notification configuration", () => {
  it("leaves the admin disabled and notifications off by default", () => {
    expect(loadConfig({})).toMatchObject({
      adminPassword: undefined,
      notifyWebhookUrl: undefined,
      smtpUrl: undefined,
      notifyEmail: undefined,
    });
  });

  it("takes a password of at least 12 characters", () => {
    expect(loadConfig({ ADMIN_PASSWORD: "twelve chars" }).adminPassword).toBe(
      "twelve chars",
    );
  });

  it("refuses a short password in one line that does not echo it", () => {
    const message = fails({ ADMIN_PASSWORD: "hunter2" });
    expect(message).toMatch(
      /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("\n");
  });

  it("checks the webhook URL, SMTP URL and e-mail, without echoing URLs that may hold secrets", () => {
    expect(fails({ NOTIFY_WEBHOOK_URL: "ftp://x.example/hook" })).toContain(
      "NOTIFY_WEBHOOK_URL must be an http",
    );
    const smtp = fails({
      SMTP_URL: "http://user:secret@mail.example",
      NOTIFY_EMAIL: "a@b.example",
    });
    expect(smtp).toContain("SMTP_URL must be an smtp:// or smtps:// URL");
    expect(smtp).not.toContain("secret");
    expect(
      fails({
        SMTP_URL: "smtps://mail.example",
        NOTIFY_EMAIL: "not an address",
      }),
    ).toContain("NOTIFY_EMAIL must be an e-mail address");
    expect(fails({ SMTP_URL: "smtps://mail.example" })).toContain(
      "must be set together",
    );
    expect(
      loadConfig({
        NOTIFY_WEBHOOK_URL: "https://hooks.example/x",
        SMTP_URL: "smtps://u:p@mail.example:465",
        NOTIFY_EMAIL: "owner@counsel.example",
      }),
    ).toMatchObject({
      notifyWebhookUrl: "https://hooks.example/x",
      smtpUrl: "smtps://u:p@mail.example:465",
      notifyEmail: "owner@counsel.example",
    });
  });
});

describe("TRUST_PROXY", () => {
  it("is the number of trusted proxies in front of the server", () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, proxyHops: 0 });
    expect(loadConfig({ TRUST_PROXY: "0" })).toMatchObject({
      trustProxy: false,
      proxyHops: 0,
    });
    expect(loadConfig({ TRUST_PROXY: "1" })).toMatchObject({
      trustProxy: true,
      proxyHops: 1,
    });
    expect(loadConfig({ TRUST_PROXY: "2" })).toMatchObject({
      trustProxy: true,
      proxyHops: 2,
    });
  });

  it("refuses anything else in one line naming the variable", () => {
    for (const value of ["yes", "-1", "1.5", "11"])
      expect(fails({ TRUST_PROXY: value })).toMatch(
        /^Invalid configuration: TRUST_PROXY must be 0 \(no proxy\) or the number of trusted proxies/,
      );
  });
});

describe("ENQUIRY_LIMIT_PER_HOUR", () => {
  it("allows 5 enquiries per client and hour unless set, apart from SUBMIT_LIMIT_PER_HOUR", () => {
    expect(loadConfig({})).toMatchObject({
      enquiryLimitPerHour: 5,
      submitLimitPerHour: 5,
    });
    expect(loadConfig({ ENQUIRY_LIMIT_PER_HOUR: "20" })).toMatchObject({
      enquiryLimitPerHour: 20,
      submitLimitPerHour: 5,
    });
    for (const value of ["0", "-1", "2.5", "many"])
      expect(fails({ ENQUIRY_LIMIT_PER_HOUR: value })).toBe(
        `Invalid configuration: ENQUIRY_LIMIT_PER_HOUR must be a whole number from 1 to 1000000 (got "${value}")`,
      );
  });
});

describe("MAX_CONNECTIONS_PER_ADDRESS", () => {
  it("caps one address at 100 open connections unless set; 0 turns it off", () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(100);
    expect(
      loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "0" }).maxConnectionsPerAddress,
    ).toBe(0);
    expect(fails({ MAX_CONNECTIONS_PER_ADDRESS: "-5" })).toMatch(
      /^Invalid configuration: MAX_CONNECTIONS_PER_ADDRESS /,
    );
  });
});

describe("BACKUP_DIR", () => {
  it("is where npm run backup writes: ./backups unless set, never the project's root", () => {
    expect(loadConfig({}).backupDir).toBe("./backups");
    expect(loadConfig({ BACKUP_DIR: "" }).backupDir).toBe("./backups");
    expect(loadConfig({ BACKUP_DIR: "/var/backups/portfolio" }).backupDir).toBe(
      "/var/backups/portfolio",
    );
  });
});

describe("INSIGHTS", () => {
  it("counts unless set to off", () => {
    expect(loadConfig({}).insights).toBe(true);
    expect(loadConfig({ INSIGHTS: "on" }).insights).toBe(true);
    expect(loadConfig({ INSIGHTS: "off" }).insights).toBe(false);
  });

  it("refuses anything else in one line naming the variable", () => {
    for (const value of ["no", "false", "OFF", "0"])
      expect(fails({ INSIGHTS: value })).toBe(
        `Invalid configuration: INSIGHTS must be "on" or "off" (got ${JSON.stringify(value)})`,
      );
  });
});
