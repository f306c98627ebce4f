import { loadLater } from "./load-later";

describe("loadLater", () => {
  it("downloads a part once, however many ask, and tells its listeners", async () => {
    let calls = 0;
    const part = loadLater(async () => {
      calls += 1;
      return "the part";
    });
    const seen: string[] = [];
    part.subscribe(() => seen.push(part.state().status));
    expect(part.state().status).toBe("idle");

    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b]).toEqual(["the part", "the part"]);
    expect(await part.load()).toBe("the part");
    expect(calls).toBe(1);
    expect(seen).toEqual(["loading", "ready"]);
    expect(part.state()).toEqual({ status: "ready", value: "the part" });
  });

  it("forgets a failed download, so the next trigger tries again", async () => {
    let attempt = 0;
    const part = loadLater(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("offline");
      return attempt;
    });
    await expect(part.load()).rejects.toThrow("offline");
    expect(part.state().status).toBe("failed");
    await expect(part.load()).resolves.toBe(2);
    expect(part.state()).toEqual({ status: "ready", value: 2 });
  });

  it("stops telling a listener that unsubscribed", async () => {
    const part = loadLater(async () => 1);
    const listener = jest.fn();
    const unsubscribe = part.subscribe(listener);
    unsubscribe();
    await part.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
