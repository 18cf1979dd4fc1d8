/**
 * The closing marker of an element that is shown only once the browser has parsed all of it: give
 * the element the `parsing:invisible` class (app/styles/app.css) and this as its last child. A
 * paint made while the page is still arriving then cannot show the element in part and move it
 * as the rest arrives (a layout shift a reader on a slow network sees). Nothing else about the
 * element's children matters.
 */
export function ParsedEnd() {
  return <span data-parsed-end="" hidden />;
}
