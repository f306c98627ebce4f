import { handleContactPost, methodNotAllowed } from "@/lib/contact/handle-contact-post";

// The contact form's endpoint. All the work is in lib/contact/handle-contact-post.ts.
export const dynamic = "force-dynamic";

export const POST = handleContactPost;

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
