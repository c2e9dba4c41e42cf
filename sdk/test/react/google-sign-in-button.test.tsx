/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AUTH_FRAME } from '@satchel/shared';
import { GoogleSignInButton } from '../../src/react/google/google-sign-in-button.js';
import { scriptedAuthClient } from './helpers/scripted-auth-client.js';

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('<GoogleSignInButton>', () => {
  it.each([
    ['large', 40],
    ['medium', 32],
    ['small', 20],
  ] as const)('%s is a labelled button %i px high', (size, height) => {
    render(<GoogleSignInButton size={size} client={scriptedAuthClient().client} />);
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.style.height).toBe(`${height}px`);
  });

  it('runs the pop-up login on click and reports its failure', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const onError = jest.fn<(e: Error) => void>();
    render(
      <GoogleSignInButton
        client={scriptedAuthClient().client}
        onError={onError}
        label="Continue with Google"
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    });
    expect(onError.mock.calls.map(([e]) => e.message)).toEqual([AUTH_FRAME.failedToOpenPopup]);
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].message).toBe(AUTH_FRAME.failedToOpenPopup);
  });

  it('needs a client', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<GoogleSignInButton />)).toThrow(
      'GoogleSignInButton needs a client prop or a <SatchelProvider>',
    );
  });
});
