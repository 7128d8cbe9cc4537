// The page's elements.

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);
