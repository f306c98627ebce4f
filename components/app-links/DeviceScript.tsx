import { deviceScript } from "@/lib/app-links/device-script";

const script = deviceScript();

/** The device script, inline in <head> so it runs before the first paint and costs no request. */
export function DeviceScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
