import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../api/api-failure';
import { createPasskeyResetMachine } from '../../machines/passkey-reset/passkey-reset.machine';
import { renderWithProviders } from '../shared/testing/render';
import { canSubmitReset, passkeyProblems } from '../shared/passkey-rules';
import { ResetPasskeyScreen } from './reset-passkey.screen';

const VALID = 'Portal-Demo-2026!';

describe('password rules (spec 001 §5)', () => {
  it('lists each broken rule, non-ASCII characters and a mismatch', () => {
    expect(passkeyProblems('', '')).toEqual([]);
    expect(passkeyProblems('abc', '').map((p) => p.rule)).toEqual(['length', 'uppercase', 'digit', 'symbol']);
    expect(passkeyProblems('Abcdefg1!äß', '')).toEqual([{ rule: 'nonAscii', characters: 'äß' }]);
    expect(passkeyProblems('Abcdefg1! x', '').map((p) => p.rule)).toEqual(['spaces']);
    expect(passkeyProblems(VALID, 'other')).toEqual([{ rule: 'mismatch' }]);
    expect(passkeyProblems(VALID, VALID)).toEqual([]);
  });

  it('enables the reset only when both are filled, equal and valid', () => {
    expect(canSubmitReset(VALID, VALID)).toBe(true);
    expect(canSubmitReset(VALID, '')).toBe(false);
    expect(canSubmitReset('', '')).toBe(false);
    expect(canSubmitReset(VALID, `${VALID}x`)).toBe(false);
    expect(canSubmitReset('short', 'short')).toBe(false);
  });
});

const fakeApi = (answer: () => Promise<unknown>) => {
  const call = vi.fn((_endpoint: unknown, _input: unknown) => answer());
  return { call: call as never, calls: call };
};
const renderReset = (
  token: string | null,
  answer: () => Promise<unknown> = () => Promise.resolve(undefined),
  language: 'de-DE' | 'en-GB' = 'en-GB',
) => {
  const api = fakeApi(answer);
  renderWithProviders(
    <ResetPasskeyScreen
      machine={createPasskeyResetMachine(async () => api)}
      token={token}
      loginHref="/login"
      requestHref="/reset-passkey"
    />,
    { language },
  );
  return api.calls;
};
const httpError = (status: number) =>
  Promise.reject(new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds: null }));

describe('reset page with a token', () => {
  const type = (passkey: string, confirmation: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: passkey } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  };
  const submit = () => screen.getByRole('button', { name: 'Reset password' });

  it('lists the violated rules live, each on its own line', () => {
    renderReset('tok');
    type('abc ä', '');
    const lines = within(screen.getByTestId('passkey-problems'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      '8 to 100 characters',
      'At least one uppercase letter',
      'At least one digit',
      'At least one symbol',
      'No non-ASCII characters (found: ä)',
      'No spaces',
    ]);
    expect(submit()).toHaveProperty('disabled', true);
    type(VALID, 'Portal-Demo-2026?');
    expect(screen.getByText('Passwords entered do not match.')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    type(VALID, VALID);
    expect(screen.getByText('The password meets all rules.')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('resets with the token and links to the login on success', async () => {
    const calls = renderReset('tok-1');
    type(VALID, VALID);
    fireEvent.click(submit());
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(calls.mock.calls[0]?.[1]).toMatchObject({
      body: { newPasskey: VALID, resetAuthentificationToken: 'tok-1' },
    });
  });

  it('says the reset failed on any other answer', async () => {
    renderReset('tok-1', () => httpError(400));
    type(VALID, VALID);
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Password reset failed.');
  });
});

describe('reset page without a token', () => {
  const request = () => screen.getByRole('button', { name: 'Request link' });
  const enter = (value: string) =>
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value } });

  it('enables the request only with a filled field, and confirms a 204', async () => {
    const calls = renderReset(null);
    expect(request()).toHaveProperty('disabled', true);
    enter('   ');
    expect(request()).toHaveProperty('disabled', true);
    enter('dispatcher');
    fireEvent.click(request());
    expect(await screen.findByText(/we have sent you an e-mail/)).toBeTruthy();
    expect(calls.mock.calls[0]?.[1]).toMatchObject({
      body: { accountName: 'dispatcher', origin: 'telematics', emailLocale: 'en-GB' },
    });
  });

  it('says the request failed on 404 and shows a general failure otherwise', async () => {
    renderReset(null, () => httpError(404));
    enter('nobody');
    fireEvent.click(request());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request failed. Please check your entry.',
    );
  });

  it('says how long to wait when the connection has used its attempts (429)', async () => {
    const throttled = () =>
      Promise.reject(
        new ApiCallError({ _tag: 'HttpError', status: 429, body: null, retryAfterSeconds: 601 }),
      );
    renderReset(null, throttled);
    enter('dispatcher');
    fireEvent.click(request());
    // The number and its unit never part at a line's end (a no-break space).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts from this connection. Please wait 11\u00a0min and try again.',
    );
  });

  it('shows a general failure on other answers, in German too', async () => {
    renderReset(null, () => httpError(500), 'de-DE');
    fireEvent.change(screen.getByLabelText('Benutzername oder E-Mail'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Die Anfrage konnte nicht gesendet werden.'),
    );
  });
});
