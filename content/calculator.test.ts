import { formatNumber } from "@/lib/format/number";
import { resultCountText } from "./calculator";

const count = (n: number) => resultCountText(n, (v) => formatNumber(v, 0));

describe("resultCountText (Arabic number agreement)", () => {
  it.each([
    [0, "لا توجد نتائج"],
    [1, "نتيجة واحدة"],
    [2, "نتيجتان"],
    [3, "3 نتائج"],
    [10, "10 نتائج"],
    [11, "11 نتيجة"],
    [20, "20 نتيجة"],
    [103, "103 نتائج"],
    [111, "111 نتيجة"],
  ])("%i → %s", (n, text) => expect(count(n)).toBe(text));
});
