import type { Ref } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { FieldMessage } from '../../ui/FieldMessage.js';

export const CURRENT_PASSWORD_LABEL = 'Current password';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
export const CURRENT_PASSWORD_HINT = 'Turning security verification on or off signs you out on your other devices.';

interface Props {
  /** The input's id; the hint and the error use it as their prefix. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby). */
  error: string | null;
  /** True when the field itself is at fault (left empty); a refusal from the server only describes it. */
  invalid: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The player's current password, which turning the second factor on or off requires. */
export function CurrentPasswordField({ id, value, onChange, error, invalid, disabled = false, inputRef }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Box mb={4}>
      <Box asChild display="block" fontSize="sm" fontWeight="600" mb={1} color="#22313b">
        <label htmlFor={id}>{CURRENT_PASSWORD_LABEL}</label>
      </Box>
      <Input
        ref={inputRef}
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={value}
        maxLength={128}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={[error ? errorId : '', hintId].join(' ').trim()}
        borderColor={invalid ? 'red.600' : undefined}
        onChange={(e) => onChange(e.target.value)}
        bg="white"
      />
      <Box id={hintId} fontSize="xs" color="#5b6670" mt={1}>
        {CURRENT_PASSWORD_HINT}
      </Box>
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </Box>
  );
}
