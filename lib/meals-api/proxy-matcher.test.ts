import { config } from "@/proxy";

// The proxy's matcher must send exactly the undecodable meal names through the proxy: a name
// it misses gets Next.js's bare 500, and a decodable name it catches pays for the proxy.

const mealMatcher = config.matcher[0] as string;
const group = mealMatcher.slice(mealMatcher.indexOf("(") + 1, -1);
const pattern = new RegExp(`^(?:${group})$`);
const matchesName = (encodedName: string) => pattern.test(encodedName);

const decodes = (encoded: string) => {
  try {
    decodeURIComponent(encoded);
    return true;
  } catch {
    return false;
  }
};

describe("the meal-name matcher of the proxy", () => {
  it.each(["حمص", "كبسة بالدجاج", "🍲", "a/b", "€ 100%", "ḥummuṣ"])(
    "lets the well-formed name %j go straight to the route",
    (name) => {
      expect(matchesName(encodeURIComponent(name))).toBe(false);
      expect(matchesName(name.replace(/%/g, "%25"))).toBe(false);
    },
  );

  it.each(["%ZZ", "%", "abc%2", "%FF", "%C0%AF", "%E0%80%80", "%ED%A0%80", "%F4%90%80%80", "%D8"])(
    "sends the undecodable name %j through the proxy",
    (encoded) => {
      expect(decodes(encoded)).toBe(false);
      expect(matchesName(encoded)).toBe(true);
    },
  );

  it("agrees with decodeURIComponent on 20,000 random byte strings", () => {
    // A fixed-seed generator, so a failure can be replayed.
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const hex = "0123456789ABCDEFabcdef";
    for (let i = 0; i < 20_000; i++) {
      let encoded = "";
      for (let j = 0, n = 1 + Math.floor(random() * 5); j < n; j++) {
        const r = random();
        if (r < 0.15) encoded += "a";
        else if (r < 0.2) encoded += `%${hex[Math.floor(random() * hex.length)]}`;
        else {
          const byte = r < 0.6 ? 0x80 + Math.floor(random() * 0x40) : Math.floor(random() * 256);
          encoded += `%${byte.toString(16).padStart(2, "0").toUpperCase()}`;
        }
      }
      if (matchesName(encoded) === decodes(encoded)) throw new Error(`disagree on ${encoded}`);
    }
  });
});
