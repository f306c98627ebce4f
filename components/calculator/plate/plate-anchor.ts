/** The plate's id, where «أضف إلى طبقي»'s feedback links to; a leaf so the link needs no plate code. */
export const PLATE_ANCHOR = "my-plate";
