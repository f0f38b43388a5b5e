import type { PersonalProfile } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import BasicInfoPage from './BasicInfoPage';

const patience = { timeout: 15_000 };
const profile: PersonalProfile = {
  userId: 'u-1',
  accountName: 'wang',
  nickname: null,
  phone: '139****0001',
  email: null,
  registeredAt: 1_700_000_000_000,
  enterprises: [],
  idNumber: null,
  bankCard: null,
  realNameStatus: 0,
  realNameAt: null,
};

function showProfile(answer: PersonalProfile) {
  fakeServer().answer('GET /webgate/console/personal/profile', { data: answer });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <BasicInfoPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());

describe('basic information (pBasicInfo)', { timeout: 60_000 }, () => {
  it('before real-name authentication says the ID number and bank card come with it', async () => {
    showProfile(profile);
    const card = await screen.findByTestId('profile-card', {}, patience);
    expect(card.textContent!.match(/Available after real-name authentication/g)).toHaveLength(2);
  });

  it('once authenticated shows the ID number, and of a card never given says so, never "available after authentication"', async () => {
    showProfile({ ...profile, realNameStatus: 2, realNameAt: 1_700_000_100_000, idNumber: '110***********7651' });
    const card = await screen.findByTestId('profile-card', {}, patience);
    expect(card.textContent).toContain('110***********7651');
    expect(card.textContent).toContain('Not given (authenticated another way)');
    expect(card.textContent).not.toContain('Available after real-name authentication');
  });

  it('with no enterprise yet offers to create one right there, in the switcher’s dialog', async () => {
    showProfile(profile);
    const empty = await screen.findByTestId('no-enterprises', {}, patience);
    expect(empty.textContent).toContain('You have not joined any enterprise');
    fireEvent.click(screen.getByTestId('empty-create-enterprise'));
    expect(await screen.findByTestId('create-enterprise-form', {}, patience)).toBeTruthy();
  });

  it('lists the enterprises of a person in some, without the offer', async () => {
    showProfile({ ...profile, enterprises: [{ name: 'Acme', role: 'master' }] });
    await screen.findByTestId('profile-enterprises', {}, patience);
    expect(screen.queryByTestId('empty-create-enterprise')).toBeNull();
  });
});
