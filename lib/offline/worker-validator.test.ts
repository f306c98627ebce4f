import { workerValidator } from "./worker-validator";

describe("workerValidator", () => {
  const validator = workerValidator("1b2c");

  it("names the build's worker and asks the browser to revalidate each time", () => {
    expect(validator.headers).toEqual({ ETag: '"sw-1b2c"', "Cache-Control": "no-cache" });
  });

  it.each(['"sw-1b2c"', 'W/"sw-1b2c"', '"sw-0000", "sw-1b2c"', ' "sw-0000" ,W/"sw-1b2c" ', "*"])(
    "knows the browser has this worker from If-None-Match %j",
    (ifNoneMatch) => {
      expect(validator.isCurrent(ifNoneMatch)).toBe(true);
    },
  );

  it.each([null, "", '"sw-0000"', '"sw-1b2"', "sw-1b2c", '"sw-1b2c-old"'])(
    "sends the worker again for If-None-Match %j",
    (ifNoneMatch) => {
      expect(validator.isCurrent(ifNoneMatch)).toBe(false);
    },
  );
});
