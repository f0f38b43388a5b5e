import type { CapabilityPages } from '../app/capability';
import { registerCapabilities } from '../app/capabilities';

/**
 * Every capability's page map, collected at build time from the folders (`features/<name>/pages.ts`,
 * each exporting its `definePages(...)`): adding a capability means adding its folder, no list to
 * edit. The maps hold loaders only (a page's code loads when navigated to), so collecting them eagerly
 * costs the entry what the hand-kept list of imports did. Name order, as the folders sort.
 */
const manifests = import.meta.glob<Record<string, unknown>>('../features/*/pages.ts', { eager: true });

const isPageMap = (value: unknown): value is CapabilityPages =>
  typeof value === 'object' && value !== null && 'name' in value && 'namespaces' in value;

export const collected: CapabilityPages[] = Object.keys(manifests)
  .sort()
  .map((file) => {
    const maps = Object.values(manifests[file]!).filter(isPageMap);
    if (maps.length !== 1) throw new Error(`${file} must export exactly one page map (definePages), found ${maps.length}.`);
    return maps[0]!;
  });

registerCapabilities(collected);
