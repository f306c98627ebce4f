// The inline script in every page's <head>: it runs before the first paint, so one static HTML
// can show each phone its own store without a layout shift or a request. It marks <html>:
//   data-device="ios" | "android" | "other"   (./platform.ts, the function itself inlined)
//   data-app-bar="off"   the Android bar is not wanted: closed before, or the app is installed
// and wires the Android bar's close button. It must never throw (try/catch: a private mode
// that refuses localStorage still gets the right badges) and never wait for anything.
import { APP_BAR_KEY } from "@/lib/device-storage/app-bar";
import { appLinkPath } from "./link-paths";
import { platformOf } from "./platform";

/** The attribute on the Android bar's close button that the script listens for. */
export const APP_BAR_CLOSE_ATTRIBUTE = "data-app-bar-close";
/**
 * A link into the app rendered by the layout, which does not know the page it is on: when
 * followed, the script points it at `/app?from=<this page's path>` (checked again by /app).
 */
export const APP_LINK_FROM_PAGE_ATTRIBUTE = "data-app-link-from-page";

export function deviceScript(): string {
  const key = JSON.stringify(APP_BAR_KEY);
  return `(function(){var d=document.documentElement,n=navigator,s;try{s=window.localStorage}catch(e){}
function off(v){d.setAttribute("data-app-bar","off");try{s&&s.setItem(${key},v)}catch(e){}}
var p=(${platformOf.toString()})(n.userAgent||"",n.maxTouchPoints||0);d.setAttribute("data-device",p);
if(p!=="android")return;
var was=null;try{was=s&&s.getItem(${key})}catch(e){}
if(was)d.setAttribute("data-app-bar","off");
if(n.getInstalledRelatedApps&&was!=="closed")n.getInstalledRelatedApps().then(function(a){
if(a&&a.length)off("installed");else if(was==="installed"){d.removeAttribute("data-app-bar");try{s.removeItem(${key})}catch(e){}}
},function(){});
document.addEventListener("click",function(e){var t=e.target,c=t&&t.closest;if(!c)return;
var l=t.closest("[${APP_LINK_FROM_PAGE_ATTRIBUTE}]");if(l)l.href=${JSON.stringify(appLinkPath("app", ""))}+location.pathname;
if(!t.closest("[${APP_BAR_CLOSE_ATTRIBUTE}]"))return;off("closed");var h=document.querySelector("header a");h&&h.focus()});
})();`;
}
