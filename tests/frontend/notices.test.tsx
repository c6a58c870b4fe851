import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notices, notify } from '../../frontend/src/components/ui/notices';

describe('notices', () => {
  it('shows a title and description', () => {
    render(<Notices />);
    act(() => void notify({ title: 'Colors Updated', description: 'Saved.' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Colors Updated');
    expect(notice).toHaveTextContent('Saved.');
  });

  it('shows at most one at a time: the newest', () => {
    render(<Notices />);
    act(() => void notify({ title: 'First' }));
    act(() => void notify({ title: 'Second', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides a notice after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(<Notices />);
    act(() => void notify({ title: 'Link copied!' }));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    render(<Notices />);
    act(() => void notify({ title: 'Render deleted' }));
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Render deleted')).not.toBeInTheDocument();
  });
});
