import { useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { changePassword, checkOldPassword, type ChangePasswordRequest } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { FieldMessage } from '../../ui/FieldMessage.js';
import { PageFrame } from '../../ui/PageFrame.js';
import { PASSWORD_HINT, validatePasswords, type PasswordField, type PasswordFields } from './validation.js';

export const OLD_PASSWORD_INCORRECT = 'Old password is incorrect';

/** The answer of the old-password check for one exact value. */
interface OldCheck {
  value: string;
  status: 'checking' | 'match' | 'mismatch';
}

const LABELS: Record<PasswordField, string> = {
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
};

const AUTOCOMPLETE: Record<PasswordField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * /change-password. Also the only page of a forced-change session, so it calls nothing but the
 * two password endpoints (both allowed for that session) and the host's sign-out.
 */
export function ChangePasswordPage() {
  const { http, session } = useHost();
  const [fields, setFields] = useState<PasswordFields>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [oldCheck, setOldCheck] = useState<OldCheck | null>(null);
  const [busy, setBusy] = useState(false);

  const errors = validatePasswords(fields);
  const oldMismatch = oldCheck !== null && oldCheck.value === fields.oldPassword && oldCheck.status === 'mismatch';

  function visibleError(name: PasswordField): string | undefined {
    if (!touched[name] && !submitted) return undefined;
    if (name === 'oldPassword' && !errors.oldPassword && oldMismatch) return OLD_PASSWORD_INCORRECT;
    return errors[name];
  }

  function checkOld(value: string) {
    if (value === '' || (oldCheck !== null && oldCheck.value === value)) return;
    setOldCheck({ value, status: 'checking' });
    checkOldPassword(http, value)
      .then((res) => {
        const status = res.data.isPasswordMatch ? 'match' : 'mismatch';
        setOldCheck((current) => (current?.value === value ? { value, status } : current));
      })
      .catch(() => {
        // Rate limit or network trouble: the client has said so; submit checks the password anyway.
        setOldCheck((current) => (current?.value === value ? null : current));
      });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0 || oldMismatch) return;
    setBusy(true);
    const body: ChangePasswordRequest = { ...fields };
    try {
      await changePassword(http, body);
    } catch {
      // The HTTP client has shown the server's message.
      setBusy(false);
      return;
    }
    // The host clears the session everywhere and goes to /login.
    await session.signOut('password').catch(() => setBusy(false));
  }

  const field = (name: PasswordField) => {
    const id = `change-password-${name}`;
    const error = visibleError(name);
    return (
      <Box mb={4}>
        <Box asChild display="block" fontSize="sm" fontWeight="600" mb={1} color="#22313b">
          <label htmlFor={id}>{LABELS[name]}</label>
        </Box>
        <Input
          id={id}
          name={name}
          type="password"
          autoComplete={AUTOCOMPLETE[name]}
          value={fields[name]}
          maxLength={128}
          aria-invalid={Boolean(error)}
          aria-describedby={
            [error ? `${id}-error` : '', name === 'newPassword' ? `${id}-hint` : ''].join(' ').trim() || undefined
          }
          borderColor={error ? 'red.600' : undefined}
          onChange={(e) => {
            const value = e.target.value;
            setFields((f) => ({ ...f, [name]: value }));
          }}
          onBlur={(e) => {
            setTouched((t) => ({ ...t, [name]: true }));
            if (name === 'oldPassword') checkOld(e.target.value);
          }}
          bg="white"
        />
        {name === 'newPassword' ? (
          <Box id={`${id}-hint`} fontSize="xs" color="#5b6670" mt={1}>
            {PASSWORD_HINT}
          </Box>
        ) : null}
        <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
      </Box>
    );
  };

  return (
    <PageFrame title="Change Password" maxW="480px">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change Password">
        {field('oldPassword')}
        {field('newPassword')}
        {field('confirmPassword')}
        <Button type="submit" w="100%" bg="brand.solid" color="brand.contrast" loading={busy} mt={2}>
          Change Password
        </Button>
      </form>
    </PageFrame>
  );
}
