import en from "../../i18n/messages/en.ts";

// The tags an article may carry (front matter `tags`): the keys of `blog.tagNames` in the
// messages, where each language names them. A tag not listed there fails the build.
export type TagId = keyof typeof en.blog.tagNames;
export const tagIds = Object.keys(en.blog.tagNames) as [TagId, ...TagId[]];
