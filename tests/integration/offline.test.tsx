import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { OFFLINE_MESSAGE } from '@/config/messages';
import { renderApp } from '../utils/render';

/** The browser loses (or gets back) its connection: navigator.onLine and the window's event, as Chromium does. */
function setConnection(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setConnection(true);
  vi.restoreAllMocks();
  toast.remove();
});

describe('offline', () => {
  it('a panel list that waits for the connection says so, and loads by itself when it returns', async () => {
    const { router } = await renderApp('/panel', { signedIn: true });
    setConnection(false);
    void router.navigate({ to: '/panel/turnos' });
    // The router shows the list's pending state after a second; before, a skeleton waited silently.
    const notice = await screen.findByText(OFFLINE_MESSAGE, {}, { timeout: 8000 });
    expect(notice.closest('[role="status"]')).not.toBeNull();
    setConnection(true);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByText(DEMO_MEMBER.appointments[0]!.medico!)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
