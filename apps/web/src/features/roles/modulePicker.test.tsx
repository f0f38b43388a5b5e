import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { ModulePicker } from './ModulePicker';

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(() => cleanup());

/** What the picker last handed back (its caller's state). */
const seen = { granted: [] as string[] };
function Picker({ start = [] }: { start?: string[] }) {
  const [value, setValue] = useState<string[]>(start);
  return (
    <ModulePicker
      value={value}
      onChange={(codes) => {
        seen.granted = codes;
        setValue(codes);
      }}
    />
  );
}
/** The checkbox of the tree node titled `title`. */
function boxOf(title: string): HTMLElement {
  const node = screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
}

describe('the role tree', { timeout: 60_000 }, () => {
  it('ticks a page’s buttons with the page, and a module’s box selects and clears everything under it', async () => {
    render(<Picker />);
    await screen.findByTestId('module-picker');
    fireEvent.click(boxOf('Organization structure'));
    expect(seen.granted).toEqual(
      expect.arrayContaining([
        'organizationList',
        'organization:organizationList:add',
        'organization:organizationList:delete',
        'organization:organizationList:export',
      ]),
    );
    // Delete can then be taken away on its own, leaving the page and the other buttons.
    fireEvent.click(within(boxOf('Organization structure').closest('.ant-tree-treenode')!.parentElement!).getAllByTitle('Delete')[0]!);
    expect(seen.granted).toContain('organizationList');
    expect(seen.granted).not.toContain('organization:organizationList:delete');

    cleanup();
    render(<Picker />);
    await screen.findByTestId('module-picker');
    fireEvent.click(boxOf('External contacts'));
    expect(seen.granted).toEqual(expect.arrayContaining(['list', 'exContacts:list:add', 'exContacts:list:import']));
    expect(boxOf('External contacts').className).toContain('ant-tree-checkbox-checked');
    fireEvent.click(boxOf('External contacts'));
    expect(seen.granted.filter((k) => k === 'list' || k.startsWith('exContacts:'))).toEqual([]);
  });

  it('half-ticks a module when only part of it is granted', async () => {
    render(<Picker start={['list']} />);
    await screen.findByTestId('module-picker');
    expect(boxOf('External contacts').className).toContain('ant-tree-checkbox-indeterminate');
  });
});
