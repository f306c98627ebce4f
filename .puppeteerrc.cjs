// Puppeteer comes in only as pa11y's browser driver (npm run check:a11y), which drives Debian's
// Chromium (scripts/chromium.json). Never download a browser of its own at install time: the
// machines this project runs on reach no download host besides the package registries.
module.exports = { skipDownload: true };
