import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { ChangePasswordPage, OLD_PASSWORD_INCORRECT } from './ChangePasswordPage.js';
import { validatePasswords } from './validation.js';

function setup() {
  const testHost = createTestHost({ session: { forceChangePassword: true } });
  testHost.server.on('POST', '/user/check/oldPassword', (req) => {
    const { oldPassword } = req.body as { oldPassword: string };
    return ok({ isPasswordMatch: oldPassword === 'Current#2026' });
  });
  testHost.server.on('POST', '/user/changePassword', ok(null, 'Password changed. Please log in again.'));
  const view = renderWithHost(<ChangePasswordPage />, { testHost });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const oldInput = () => screen.getByLabelText('Old Password');
const newInput = () => screen.getByLabelText('New Password');
const confirmInput = () => screen.getByLabelText('Confirm Password');

describe('validatePasswords', () => {
  it('wants the confirmation equal to the new password and the new one different from the old', () => {
    expect(
      validatePasswords({ oldPassword: 'Same#2026a', newPassword: 'Same#2026a', confirmPassword: 'Same#2026a' }),
    ).toEqual({
      newPassword: 'The new password must differ from the old one.',
    });
    expect(
      validatePasswords({ oldPassword: 'Old#2026a', newPassword: 'New#2026a', confirmPassword: 'New#2026b' }),
    ).toEqual({
      confirmPassword: 'The new password and its confirmation do not match.',
    });
    expect(
      validatePasswords({ oldPassword: 'Old#2026a', newPassword: 'New#2026a', confirmPassword: 'New#2026a' }),
    ).toEqual({});
  });
});

describe('ChangePasswordPage', () => {
  it('shows the three fields and no errors before anything is touched', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(oldInput()).toHaveAttribute('type', 'password');
    expect(newInput()).toHaveAttribute('type', 'password');
    expect(confirmInput()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a field error only once that field was touched', async () => {
    const { user } = setup();

    await user.type(newInput(), 'short');
    expect(screen.queryByText('Password must be at least 8 characters.')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(newInput()).toHaveAttribute('aria-invalid', 'true');
    // The confirmation has not been touched yet: still quiet.
    expect(screen.queryByText('Please confirm the new password.')).not.toBeInTheDocument();

    await user.type(confirmInput(), 'other');
    await user.tab();
    expect(screen.getByText('The new password and its confirmation do not match.')).toBeInTheDocument();
  });

  it('shows every error on submit and sends nothing', async () => {
    const { user, server } = setup();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByText('Old password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password.')).toBeInTheDocument();
    expect(server.calls('POST', '/user/changePassword')).toHaveLength(0);
  });

  it('checks the old password when the field loses focus and says when it is incorrect', async () => {
    const { user, server } = setup();

    await user.type(oldInput(), 'Wrong#2026');
    expect(server.calls('POST', '/user/check/oldPassword')).toHaveLength(0);
    await user.tab();

    expect(await screen.findByText(OLD_PASSWORD_INCORRECT)).toBeInTheDocument();
    expect(server.calls('POST', '/user/check/oldPassword').map((r) => r.body)).toEqual([{ oldPassword: 'Wrong#2026' }]);

    // Editing the value hides the stale answer; the right password clears it after the next check.
    await user.clear(oldInput());
    await user.type(oldInput(), 'Current#2026');
    expect(screen.queryByText(OLD_PASSWORD_INCORRECT)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(server.calls('POST', '/user/check/oldPassword')).toHaveLength(2));
    expect(screen.queryByText(OLD_PASSWORD_INCORRECT)).not.toBeInTheDocument();
  });

  it('does not check an empty old password', async () => {
    const { user, server } = setup();
    await user.click(oldInput());
    await user.tab();
    expect(server.calls('POST', '/user/check/oldPassword')).toHaveLength(0);
    expect(screen.getByText('Old password is required.')).toBeInTheDocument();
  });

  it('blocks submit while the old password is known to be incorrect', async () => {
    const { user, server } = setup();
    await user.type(oldInput(), 'Wrong#2026');
    await user.tab();
    await screen.findByText(OLD_PASSWORD_INCORRECT);
    await user.type(newInput(), 'Fresh#2027a');
    await user.type(confirmInput(), 'Fresh#2027a');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(server.calls('POST', '/user/changePassword')).toHaveLength(0);
  });

  it('changes the password and signs out with reason "password"', async () => {
    const { user, server, signOut, httpToast } = setup();
    await user.type(oldInput(), 'Current#2026');
    await user.tab();
    await user.type(newInput(), 'Fresh#2027a');
    await user.type(confirmInput(), 'Fresh#2027a');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledWith('password'));
    expect(server.calls('POST', '/user/changePassword').map((r) => r.body)).toEqual([
      { oldPassword: 'Current#2026', newPassword: 'Fresh#2027a', confirmPassword: 'Fresh#2027a' },
    ]);
    expect(httpToast).toHaveBeenCalledWith('Password changed. Please log in again.', 'success', 1500);
    // Nothing that needs a full session was called.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /user/check/oldPassword',
      'POST /user/changePassword',
    ]);
  });

  it('stays on the page when the server refuses the change', async () => {
    const { user, server, signOut, httpToast } = setup();
    server.on('POST', '/user/changePassword', fail(400, 'The old password is not correct.'));
    await user.type(oldInput(), 'Current#2026');
    await user.type(newInput(), 'Fresh#2027a');
    await user.type(confirmInput(), 'Fresh#2027a');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(httpToast).toHaveBeenCalledWith('The old password is not correct.', 'error', 1500));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});
