import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./clientAddressKey.ts";

describe("clientAddressKey", () => {
  it("groups IPv6 addresses by their /64, whatever their spelling", () => {
    expect(clientAddressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:DB8:1:2:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses whole, including IPv4-mapped IPv6 ones", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });
});
