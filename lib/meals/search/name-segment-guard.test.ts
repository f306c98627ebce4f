import { undecodableNameResponse } from "./name-segment-guard";

describe("undecodableNameResponse", () => {
  it.each([["%ZZ"], ["%"], ["%FF"], ["ok%E0%A4%A"], ["%D9"]])(
    "answers a JSON 400 for the undecodable name %s",
    async (segment) => {
      const response = undecodableNameResponse(`/api/v1/meals/name/${segment}`);
      expect(response?.status).toBe(400);
      expect(response?.headers.get("cache-control")).toBe("no-store");
      const body = await response?.json();
      expect(body.code).toBe("name_malformed");
      expect(body.error).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it.each([
    ["/api/v1/meals/name/%D9%81%D9%88%D9%84"],
    ["/api/v1/meals/name/a%2Fb%3Fc"],
    ["/api/v1/meals/name/%20"],
    ["/api/v1/meals/name/kabsa"],
    ["/calculator"],
    ["/Blog%ZZ"],
  ])("lets %s through", (pathname) => {
    expect(undecodableNameResponse(pathname)).toBeUndefined();
  });
});
