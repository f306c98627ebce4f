import { installMemoryStorage } from "@/test/memory-storage";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/contact/contact-schema";
import {
  CONTACT_OUTBOX_KEY,
  forgetMessage,
  keepMessage,
  newMessageKey,
  readOutbox,
  type KeptMessage,
} from "./contact-outbox";

const entry = (key: string, text = "مرحبا"): KeptMessage => ({
  key,
  message: { name: "سالم", email: undefined, phone: "0912345678", message: text },
  honeypot: "",
  keptAt: "2026-11-23T10:00:00.000Z",
});

describe("contact outbox on the device", () => {
  beforeEach(() => installMemoryStorage());

  it("keeps messages in order, one per key, and forgets them", () => {
    expect(readOutbox()).toEqual([]);
    expect(keepMessage(entry("key-aaaaaaaaaaaaaaaa"))).toBe(true);
    expect(keepMessage(entry("key-bbbbbbbbbbbbbbbb"))).toBe(true);
    // Kept again under the same key: replaced, not added.
    expect(keepMessage(entry("key-aaaaaaaaaaaaaaaa", "نص جديد"))).toBe(true);
    expect(readOutbox().map((e) => [e.key, e.message.message])).toEqual([
      ["key-bbbbbbbbbbbbbbbb", "مرحبا"],
      ["key-aaaaaaaaaaaaaaaa", "نص جديد"],
    ]);
    forgetMessage("key-bbbbbbbbbbbbbbbb");
    forgetMessage("key-aaaaaaaaaaaaaaaa");
    expect(readOutbox()).toEqual([]);
    expect(window.localStorage.getItem(CONTACT_OUTBOX_KEY)).toBeNull();
  });

  it("drops what is not a kept message when reading", () => {
    window.localStorage.setItem(
      CONTACT_OUTBOX_KEY,
      JSON.stringify([
        entry("key-aaaaaaaaaaaaaaaa"),
        { key: 1 },
        null,
        { ...entry("x"), message: "hi" },
      ]),
    );
    expect(readOutbox().map((e) => e.key)).toEqual(["key-aaaaaaaaaaaaaaaa"]);
    window.localStorage.setItem(CONTACT_OUTBOX_KEY, "not json");
    expect(readOutbox()).toEqual([]);
  });

  it("makes keys the server accepts, each different", () => {
    const keys = new Set(Array.from({ length: 100 }, newMessageKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
