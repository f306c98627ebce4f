import { Fragment, isValidElement, type ReactNode } from "react";

// Server-rendered parts of a page that hold nothing interactive (the meal pages' tables, texts
// and citations) are written here as one HTML string and handed to React as
// `dangerouslySetInnerHTML` of the element around them: React then hydrates that one element
// instead of walking each of its hundreds of children, and the flight data carries a string
// instead of the element tree (docs/performance.md, «Meal pages' hydration»).
// Every text and attribute is escaped the way React escapes them (the markup is our own, from
// our own data, and `static-html.test.tsx` holds it equal to React's renderToStaticMarkup).
// It never renders what needs the browser: a client component, an event handler or a ref throws
// (react-dom/server cannot be imported by a server component, hence this small writer).

const CLIENT_REFERENCE = Symbol.for("react.client.reference");
const VOID_ELEMENTS = new Set(["area", "br", "col", "hr", "img", "input", "link", "meta", "wbr"]);
// React's names for the attributes these parts use whose HTML or SVG name differs.
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  strokeWidth: "stroke-width",
  strokeLinecap: "stroke-linecap",
  strokeLinejoin: "stroke-linejoin",
};
const KEPT_CAMEL_CASE = new Set(["viewBox"]);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([name, value]) => {
      // A number would need React's table of unitless properties: these parts write strings.
      if (typeof value !== "string") throw new Error(`static-html: style ${name} is not a string`);
      return `${kebab(name)}:${value}`;
    })
    .join(";");
}

function attributeText(name: string, value: unknown): string {
  if (value === null || value === undefined || value === false) return "";
  if (typeof value === "function") throw new Error(`static-html: ${name} needs the browser`);
  const htmlName = ATTRIBUTE_NAMES[name] ?? name;
  if (/[A-Z]/.test(htmlName) && !KEPT_CAMEL_CASE.has(htmlName)) {
    throw new Error(`static-html: no HTML name known for ${name}`);
  }
  if (name === "style")
    return ` style="${escapeHtml(styleText(value as Record<string, unknown>))}"`;
  if (value === true) {
    if (!/^(aria|data)-/.test(name)) throw new Error(`static-html: boolean ${name}`);
    return ` ${htmlName}="true"`;
  }
  return ` ${htmlName}="${escapeHtml(String(value))}"`;
}

type Props = Record<string, unknown> & {
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

function hostElement(tag: string, props: Props): string {
  let attributes = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "dangerouslySetInnerHTML") continue;
    if (name === "ref" || /^on[A-Z]/.test(name))
      throw new Error(`static-html: ${name} on <${tag}>`);
    attributes += attributeText(name, value);
  }
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}/>`;
  const inner = props.dangerouslySetInnerHTML?.__html ?? markupOf(props.children);
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

function markupOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(markupOf).join("");
  if (!isValidElement<Props>(node)) throw new Error("static-html: not an element");
  const { type, props } = node;
  if (type === Fragment) return markupOf(props.children);
  if (typeof type === "string") return hostElement(type, props);
  if (typeof type === "function" && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE) {
    // A server component without hooks is a plain function of its props.
    const rendered = (type as (p: Props) => unknown)(props);
    if (rendered instanceof Promise) throw new Error("static-html: async component");
    return markupOf(rendered as ReactNode);
  }
  throw new Error("static-html: a client component needs hydration");
}

/** `dangerouslySetInnerHTML` for the element around `children`, which must hold nothing interactive. */
export function staticHtml(children: ReactNode): { __html: string } {
  return { __html: markupOf(children) };
}
