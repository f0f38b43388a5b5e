import { buildPermissions, moduleCatalogue } from '@console/contract';
import { act } from '@testing-library/react';
import { setState } from '../app/store';

/** Signs the test's session in with these catalogue entries (pages and buttons) and no others. */
export function grant(codes: string[]): void {
  const entries = moduleCatalogue.filter((e) => codes.includes(e.code));
  act(() => setState({ permissions: buildPermissions(entries.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
}
