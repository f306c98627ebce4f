// What works, counted without watching anyone: the links into the app by day, platform and
// page, and the searches that found nothing (docs/app-links.md).
export { countDownload, countUnmet, countsSettled } from "./record-count";
export { countStoreFor } from "./choose-store";
export { handleUnmetPost } from "./unmet-post";
export { firstReportDay, reportCsv, reportText } from "./report";
