import { buildPermissions } from '@console/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonGuard } from './access';
import { resetAccount, setState } from './store';

describe('ButtonGuard', () => {
  afterEach(() => act(() => resetAccount()));

  it('shows a button only when its parentRouteName:routeName:action link is in the moduleList', () => {
    act(() =>
      setState({
        permissions: buildPermissions([
          { type: 1, webLink: 'enterpriseCenter:rolemanage:roleList' },
          { type: 2, webLink: 'rolemanage:roleList:add' },
        ]),
      }),
    );
    render(
      <>
        <ButtonGuard link="rolemanage:roleList:add">
          <button>add role</button>
        </ButtonGuard>
        <ButtonGuard link="rolemanage:roleList:delete" fallback={<span>no delete</span>}>
          <button>delete role</button>
        </ButtonGuard>
      </>,
    );
    expect(screen.queryByText('add role')).not.toBeNull();
    expect(screen.queryByText('delete role')).toBeNull();
    expect(screen.queryByText('no delete')).not.toBeNull();
  });

  it('shows nothing before permissions are loaded', () => {
    render(<ButtonGuard link="rolemanage:roleList:add">add role</ButtonGuard>);
    expect(screen.queryByText('add role')).toBeNull();
  });
});
