import { describe, expect, it } from "vitest";
import {
  AddressRefusedError,
  checkedAddresses,
  hostPortOf,
  isPublicAddress,
  type Resolve,
} from "./address-check.server";

describe("isPublicAddress", () => {
  it.each(["93.184.216.34", "8.8.8.8", "142.250.183.14", "2606:4700:4700::1111", "2a00:1450:4009:81f::200e"])(
    "lets the public address %s through",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254", // the cloud's metadata service
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
  ])("refuses the IPv4 address %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(["::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "[::1]", "2001:db8::1"])(
    "refuses the IPv6 address %s",
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each([
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::7f00:1",
    "2002:7f00:1::",
  ])("refuses %s, which carries a private IPv4 address", (address) => expect(isPublicAddress(address)).toBe(false));

  it("lets an IPv4-mapped public address through", () => {
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
  });

  it.each(["localhost", "", "1.2.3", "example.com"])("refuses %j, which is no address", (text) =>
    expect(isPublicAddress(text)).toBe(false),
  );
});

describe("checkedAddresses", () => {
  const resolvesTo =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  const none = new Set<string>();

  it("refuses a name that resolves to 127.0.0.1", async () => {
    await expect(
      checkedAddresses(new URL("http://photos.example/a.jpg"), none, resolvesTo("127.0.0.1")),
    ).rejects.toThrow(AddressRefusedError);
  });

  it("refuses a name when one of its addresses is private, even listed after a public one", async () => {
    await expect(
      checkedAddresses(new URL("https://photos.example/a.jpg"), none, resolvesTo("93.184.216.34", "10.0.0.5")),
    ).rejects.toThrow(/10\.0\.0\.5/);
  });

  it("answers the checked addresses of a public name, which the fetcher connects to", async () => {
    await expect(
      checkedAddresses(new URL("https://photos.example/a.jpg"), none, resolvesTo("93.184.216.34")),
    ).resolves.toEqual([{ address: "93.184.216.34", family: 4 }]);
  });

  it.each([
    "http://127.0.0.1:8080/a.jpg",
    "http://[::1]/a.jpg",
    "http://[::ffff:127.0.0.1]/a.jpg",
    "http://2130706433/a.jpg",
  ])("refuses the literal address in %s without resolving anything", async (url) => {
    const resolve: Resolve = async () => {
      throw new Error("resolved");
    };
    await expect(checkedAddresses(new URL(url), none, resolve)).rejects.toThrow(AddressRefusedError);
  });

  it("refuses other schemes", async () => {
    await expect(checkedAddresses(new URL("file:///etc/passwd"), none, resolvesTo("8.8.8.8"))).rejects.toThrow(/http/);
  });

  it("lets a private host through only at the host:port IMAGE_PRIVATE_HOSTS names", async () => {
    const allowed = new Set(["127.0.0.1:4010"]);
    await expect(checkedAddresses(new URL("http://127.0.0.1:4010/a.jpg"), allowed, resolvesTo())).resolves.toHaveLength(
      1,
    );
    await expect(checkedAddresses(new URL("http://127.0.0.1:4011/a.jpg"), allowed, resolvesTo())).rejects.toThrow(
      AddressRefusedError,
    );
    await expect(checkedAddresses(new URL("http://127.0.0.1/a.jpg"), allowed, resolvesTo())).rejects.toThrow(
      AddressRefusedError,
    );
  });

  it("names a URL's host:port with the scheme's port when none is written", () => {
    expect(hostPortOf(new URL("https://Photos.Example/a.jpg"))).toBe("photos.example:443");
    expect(hostPortOf(new URL("http://[::1]:81/a.jpg"))).toBe("[::1]:81");
  });
});
