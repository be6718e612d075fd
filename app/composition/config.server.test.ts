import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("enquiry settings", () => {
  it("keeps enquiries in a file in DATA_DIR and sends no mail by default", () => {
    const config = loadConfig({ DATA_DIR: "/srv/pharma data" });
    expect(config.DATABASE_URL).toBe(pathToFileURL(path.join("/srv/pharma data", "enquiries.db")).href);
    expect(config.mail).toBeNull();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.ENQUIRY_RATE_LIMIT).toBe(5);
    expect(config.ENQUIRY_RATE_WINDOW_MINUTES).toBe(60);
  });

  it("ends desk sessions after DESK_IDLE_MINUTES idle, 30 by default, and refuses minutes out of 1-720", () => {
    expect(loadConfig({}).DESK_IDLE_MINUTES).toBe(30);
    expect(loadConfig({ DESK_IDLE_MINUTES: "15" }).DESK_IDLE_MINUTES).toBe(15);
    for (const bad of ["0", "721", "ten", "2.5"]) {
      expect(() => loadConfig({ DESK_IDLE_MINUTES: bad }), bad).toThrow(/DESK_IDLE_MINUTES/);
    }
  });

  it("takes PostgreSQL for more than one host, and refuses a URL of a database it does not run on", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://pharma:secret@db.internal:5432/pharma" }).DATABASE_URL).toBe(
      "postgres://pharma:secret@db.internal:5432/pharma",
    );
    expect(loadConfig({ DATABASE_URL: "postgresql://db.internal/pharma" }).DATABASE_URL).toBe(
      "postgresql://db.internal/pharma",
    );
    expect(() => loadConfig({ DATABASE_URL: "libsql://enquiries-acme.turso.io" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/enquiries" })).toThrow(/DATABASE_URL/);
  });

  it("e-mails enquiries to every ENQUIRY_TO address, from ENQUIRY_FROM or else the first of them", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@mail.example:465",
      ENQUIRY_TO: "orders@pharma.example, owner@pharma.example",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:secret@mail.example:465",
      to: ["orders@pharma.example", "owner@pharma.example"],
      from: "orders@pharma.example",
    });
    expect(
      loadConfig({
        SMTP_URL: "smtp://mail.example",
        ENQUIRY_TO: "a@pharma.example",
        ENQUIRY_FROM: "web@pharma.example",
      }).mail?.from,
    ).toBe("web@pharma.example");
  });

  it("refuses half a mail setup and bad addresses, without echoing the SMTP password", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://user:secret@mail.example" })).toThrow(
      "SMTP_URL and ENQUIRY_TO must be set together",
    );
    expect(() => loadConfig({ ENQUIRY_TO: "orders@pharma.example" })).toThrow(
      "SMTP_URL and ENQUIRY_TO must be set together",
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example", ENQUIRY_TO: "orders" })).toThrow(/ENQUIRY_TO/);
    const error = (() => {
      try {
        loadConfig({ SMTP_URL: "http://user:secret@mail.example", ENQUIRY_TO: "a@pharma.example" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(error?.message).not.toContain("secret");
  });

  it("reads TRUST_PROXY as Express does: off, a hop count or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, fd00::/8" }).TRUST_PROXY).toBe("10.0.0.5, fd00::/8");
  });

  it("refuses TRUST_PROXY=true (any client could name its own address), naming the safe forms", () => {
    for (const value of ["true", "TRUE", "yes", "10.0.0.0/40", "10.0.0.5, anywhere"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY.*TRUST_PROXY=1.*TRUST_PROXY=loopback/,
      );
    }
  });

  it("takes an enquiry list secret of at least 32 characters, without echoing a short one", () => {
    expect(loadConfig({}).ENQUIRY_LIST_SECRET).toBeUndefined();
    expect(loadConfig({ ENQUIRY_LIST_SECRET: "s".repeat(32) }).ENQUIRY_LIST_SECRET).toBe("s".repeat(32));
    expect(() => loadConfig({ ENQUIRY_LIST_SECRET: "short-secret" })).toThrow(
      /ENQUIRY_LIST_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ ENQUIRY_LIST_SECRET: "short-secret" })).not.toThrow(/short-secret/);
  });
});

describe("photo settings", () => {
  it("allows no private image host by default, and reads host:port pairs", () => {
    expect(loadConfig({}).IMAGE_PRIVATE_HOSTS).toEqual([]);
    expect(loadConfig({}).IMAGE_CACHE_MAX_BYTES).toBe(268_435_456);
    expect(
      loadConfig({ IMAGE_PRIVATE_HOSTS: " 127.0.0.1:4010, Images.Office.LAN:80 ,[::1]:8080" }).IMAGE_PRIVATE_HOSTS,
    ).toEqual(["127.0.0.1:4010", "images.office.lan:80", "[::1]:8080"]);
  });

  it("refuses a private host without its port, or a URL", () => {
    expect(() => loadConfig({ IMAGE_PRIVATE_HOSTS: "127.0.0.1" })).toThrow(/IMAGE_PRIVATE_HOSTS/);
    expect(() => loadConfig({ IMAGE_PRIVATE_HOSTS: "http://10.0.0.5:80/" })).toThrow(/IMAGE_PRIVATE_HOSTS/);
  });
});

describe("page cache settings", () => {
  it("keeps 64 MB of pages by default, takes another size or 0 (off), and refuses anything else", () => {
    expect(loadConfig({}).PAGE_CACHE_MAX_BYTES).toBe(67_108_864);
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: "1000000" }).PAGE_CACHE_MAX_BYTES).toBe(1_000_000);
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: "0" }).PAGE_CACHE_MAX_BYTES).toBe(0);
    for (const value of ["-1", "64MB", "1.5"]) {
      expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: value })).toThrow(/PAGE_CACHE_MAX_BYTES/);
    }
  });
});

describe("server processes", () => {
  it("runs one process unless WEB_CONCURRENCY asks for more", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const wrong of ["0", "-2", "1.5", "many", "65"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: wrong })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

describe("catalogue settings", () => {
  it("holds back a sheet keeping less than half of the catalogue by default, and takes a share from 0 to 1", () => {
    expect(loadConfig({}).CATALOGUE_MIN_KEEP_RATIO).toBe(0.5);
    expect(loadConfig({ CATALOGUE_MIN_KEEP_RATIO: "0.2" }).CATALOGUE_MIN_KEEP_RATIO).toBe(0.2);
    for (const wrong of ["-0.1", "1.5", "half"]) {
      expect(() => loadConfig({ CATALOGUE_MIN_KEEP_RATIO: wrong })).toThrow(/CATALOGUE_MIN_KEEP_RATIO/);
    }
  });
});
