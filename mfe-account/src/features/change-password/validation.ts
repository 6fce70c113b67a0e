/** Change-password rules: the password rule is the API's own (`@backlay/shared/rules`). */
import { passwordProblem } from '@backlay/shared/rules';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordFields;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export { PASSWORD_HINT } from '@backlay/shared/rules';

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
