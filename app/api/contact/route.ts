import { handleContactPost } from "@/lib/contact/handle-contact-post";
import { methodNotAllowed } from "@/lib/http/json-route";

// The contact form's endpoint. All the work is in lib/contact/handle-contact-post.ts.
export const dynamic = "force-dynamic";

export const POST = handleContactPost;

export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
export const OPTIONS = GET;
