// Dishes of stuffed vegetables the data serves by the plate only, eaten and counted by the
// piece: a number said of one with no unit («محشي كوسا ٣») counts its pieces, not plates
// (lib/meals/meal-text/stuffed-pieces.ts). Each is in arab-dishes.ts / libyan.ts with a plate
// serving and no piece of its own; a piece is weighed by householdEstimates.piece. Stuffed
// dishes the data weighs by the roll («ورق عنب»، «محشي ملفوف») count their rolls already.

export const stuffedPieceDishes: readonly string[] = [
  "محشي كوسا",
  "محشي باذنجان",
  "محشي ليبي",
  "شيخ المحشي",
];
