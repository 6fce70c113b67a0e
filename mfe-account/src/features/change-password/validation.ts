/** Change-password rules: the same checks, in the same order, as the API's. */

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordFields;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_HINT = 'At least 8 characters, with an upper-case letter, a lower-case letter and a digit.';

/** The API's password rule: 8 to 128 characters with an upper-case letter, a lower-case letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'Password must contain an upper-case letter, a lower-case letter and a digit.';
  }
  return null;
}

export function validatePasswords(fields: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (fields.oldPassword === '') errors.oldPassword = 'Old password is required.';

  if (fields.newPassword === '') errors.newPassword = 'New password is required.';
  else {
    const problem = passwordProblem(fields.newPassword);
    if (problem) errors.newPassword = problem;
    else if (fields.oldPassword !== '' && fields.newPassword === fields.oldPassword) {
      errors.newPassword = 'The new password must differ from the old one.';
    }
  }

  if (fields.confirmPassword === '') errors.confirmPassword = 'Please confirm the new password.';
  else if (fields.confirmPassword !== fields.newPassword) {
    errors.confirmPassword = 'The new password and its confirmation do not match.';
  }
  return errors;
}
