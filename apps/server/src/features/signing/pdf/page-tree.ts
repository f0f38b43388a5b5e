import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRef } from '@cantoo/pdf-lib';

/**
 * Checks an uploaded PDF's page tree before pdf-lib walks it. pdf-lib descends the tree (listing the
 * pages) and climbs a page's /Parent chain (an inherited MediaBox) by recursion that trusts the
 * file: a /Pages node among its own /Kids, two nodes listing each other, or a chain nested tens of
 * thousands deep overflows the stack — an unhandled RangeError, a 500. Here both walks are loops
 * with a record of the nodes met, so such a file is refused as a bad upload instead.
 */

/** Far deeper than any writer nests pages: a balanced tree of a million pages is a handful of levels. */
const maxDepth = 256;
/** More tree nodes than the largest upload could hold pages for. */
const maxNodes = 200_000;

const resolve = (doc: PDFDocument, value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);

/** The tree under the catalog's /Pages reaches no node twice and is at most maxDepth deep. */
export function pageTreeIsSound(doc: PDFDocument): boolean {
  const seen = new Set<string>();
  const stack: { value: unknown; depth: number }[] = [{ value: doc.catalog.get(PDFName.of('Pages')), depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (depth > maxDepth || ++nodes > maxNodes) return false;
    if (value instanceof PDFRef) {
      if (seen.has(value.tag)) return false;
      seen.add(value.tag);
    }
    const node = resolve(doc, value);
    if (!(node instanceof PDFDict)) continue;
    const kids = resolve(doc, node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) stack.push({ value: kid, depth: depth + 1 });
  }
  return true;
}

/** A page's /Parent chain ends within maxDepth steps without coming back to a node it passed. */
export function ancestryIsSound(doc: PDFDocument, page: PDFDict): boolean {
  const seen = new Set<PDFDict>([page]);
  let node: unknown = page;
  for (let depth = 0; depth <= maxDepth; depth++) {
    const parent = resolve(doc, (node as PDFDict).get(PDFName.of('Parent')));
    if (!(parent instanceof PDFDict)) return true;
    if (seen.has(parent)) return false;
    seen.add(parent);
    node = parent;
  }
  return false;
}
