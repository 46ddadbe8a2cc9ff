import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Probe, renderRoutes } from '@/test/render';
import type { AppNotification } from '../api/types';
import { NotificationItem } from './notification-item';

const notification: AppNotification = {
  id: 'n1',
  module: 'cmanagement',
  title: 'Nuevo ticket asignado',
  body: 'Filtración en baño del depto. 302',
  link: '/cmanagement',
  created_at: '2026-01-10T12:00:00Z',
};

describe('notification item', () => {
  it('opens an in-app link through the router (under the /app/ base), and counts a missing read_at as unread', async () => {
    const onMarkRead = vi.fn();
    renderRoutes(
      [
        { path: '/home/tareas', element: <NotificationItem notification={notification} marking={false} onMarkRead={onMarkRead} /> },
        { path: '/cmanagement', element: <Probe label="cmanagement" /> },
      ],
      { path: '/home/tareas' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como leída' }));
    expect(onMarkRead).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('cmanagement');
  });
});
