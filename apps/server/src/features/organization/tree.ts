/**
 * Tree rules that need no database. A department's `path` lists the ids from the top down to itself
 * (`/a/b/c/`), so "is the new parent the department itself or below it" is a prefix test.
 */
export function wouldCycle(department: { id: string; path: string }, newParent: { id: string; path: string } | null): boolean {
  if (!newParent) return false;
  return newParent.id === department.id || newParent.path.startsWith(department.path);
}
