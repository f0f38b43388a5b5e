import { describe, expect, it } from 'vitest';
import { laptopDefaults } from './lib/laptop.mjs';

/** `npm start` on a laptop: the outbox page on for this computer, saying so; nowhere else. */
describe('npm start on a laptop', () => {
  it('turns the outbox page on for this computer and says so, when nothing says otherwise', () => {
    const { env, notice } = laptopDefaults({ PORT: '9090' });
    expect(env.OUTBOX_PAGE).toBe('on');
    expect(notice).toBe(
      'The outbox page is on for this computer only: http://localhost:9090/outbox shows the codes and links the console sends (OUTBOX_PAGE=off hides it).',
    );
    expect(laptopDefaults({ PUBLIC_URL: 'http://127.0.0.1:8080/' }).env.OUTBOX_PAGE).toBe('on');
  });

  it('leaves it off in production, behind a real address, and when OUTBOX_PAGE says so', () => {
    for (const given of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://console.example.com' }, { OUTBOX_PAGE: 'off' }]) {
      const { env, notice } = laptopDefaults(given);
      expect(env.OUTBOX_PAGE, JSON.stringify(given)).toBe(given.OUTBOX_PAGE);
      expect(notice).toBeNull();
    }
  });
});
