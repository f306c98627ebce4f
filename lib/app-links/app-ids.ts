// The app's identities, read from the configured store URLs: the App Store's numeric id (the
// `id<digits>` of https://apps.apple.com/…/id6450000000) and the Google Play package (the `id`
// query of https://play.google.com/store/apps/details?id=ly.mizan.app). Either is null when the
// URL does not hold one, and what needs it (the smart banner, related_applications) is left out.

/** The App Store id, digits only. */
export function appStoreIdOf(iosStoreUrl: string): string | null {
  const match = /\/id(\d{1,15})(?:[/?#]|$)/.exec(new URL(iosStoreUrl).pathname + "/");
  return match ? match[1]! : null;
}

/** The Android package name (Java-style: letters, digits and underscores between dots). */
export function playPackageOf(androidStoreUrl: string): string | null {
  const id = new URL(androidStoreUrl).searchParams.get("id");
  return id && /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/.test(id) ? id : null;
}
