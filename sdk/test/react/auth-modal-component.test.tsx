/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { AuthModal } from '../../src/react/components/auth-modal.js';
import { overlay } from './helpers/modal-harness.js';
import { scriptedAuthClient } from './helpers/scripted-auth-client.js';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('<AuthModal>', () => {
  it('opens one modal while open (StrictMode too), and removes it without onClose when closed by the app', () => {
    const { client } = scriptedAuthClient();
    const onClose = jest.fn();
    const view = render(
      <StrictMode>
        <AuthModal open client={client} onClose={onClose} />
      </StrictMode>,
    );
    expect(document.querySelectorAll('[data-satchel-auth-modal]')).toHaveLength(1);
    view.rerender(
      <StrictMode>
        <AuthModal open={false} client={client} onClose={onClose} />
      </StrictMode>,
    );
    expect(overlay()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a backdrop click calls the latest onClose after the user cancels', () => {
    jest.useFakeTimers();
    const { client } = scriptedAuthClient();
    const first = jest.fn();
    const latest = jest.fn();
    const view = render(<AuthModal open client={client} onClose={first} />);
    view.rerender(<AuthModal open client={client} onClose={latest} />);
    act(() => overlay()!.click());
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(overlay()).toBeNull();
  });
});
