import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';

export const CODE_LENGTH = 6;

/** Digits only, at most six (spec section 5). */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /**
   * Puts the cursor in the first box while the code is empty: when the boxes appear (they are
   * shown in answer to the player's own choice) and after a refused code has been cleared.
   */
  focusWhenEmpty?: boolean;
  /** Names the group of boxes for screen readers. */
  label?: string;
}

/**
 * Six one-digit boxes for a security code: typing moves on, Backspace moves back, and pasting a
 * whole code (spaces or dashes are dropped) fills every box.
 */
export function CodeInput({
  value,
  onChange,
  disabled = false,
  focusWhenEmpty = false,
  label = 'Security code',
}: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');

  const empty = value === '';
  useEffect(() => {
    if (focusWhenEmpty && !disabled && empty) inputs.current[0]?.focus();
  }, [focusWhenEmpty, disabled, empty]);

  const focus = (index: number) => inputs.current[Math.max(0, Math.min(index, CODE_LENGTH - 1))]?.focus();

  /** Writes `text`'s digits from box `index` on; an empty `text` clears that box. */
  function put(index: number, text: string) {
    const incoming = codeDigits(text);
    const next = [...digits];
    if (incoming === '') {
      next[index] = '';
    } else {
      incoming.split('').forEach((digit, k) => {
        if (index + k < CODE_LENGTH) next[index + k] = digit;
      });
    }
    // The code stays contiguous: a cleared box in the middle closes the gap.
    const code = codeDigits(next.join(''));
    onChange(code);
    if (incoming !== '') focus(code.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(codeDigits(next.join('')));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = codeDigits(event.clipboardData.getData('text'));
    if (pasted === '') return;
    // A whole code starts at the first box wherever it is pasted.
    put(pasted.length === CODE_LENGTH ? 0 : index, pasted);
  }

  return (
    <Box display="flex" gap={{ base: 1.5, sm: 2 }} role="group" aria-label={label}>
      {digits.map((digit, i) => (
        <Box
          asChild
          key={i}
          w={{ base: '40px', sm: '44px' }}
          h="50px"
          fontSize="22px"
          textAlign="center"
          border="1px solid #b9c3cc"
          borderRadius="md"
          bg="white"
          _focus={{ borderColor: 'brand.solid', outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '0' }}
          _disabled={{ bg: '#f1f3f5', cursor: 'not-allowed' }}
        >
          <input
            ref={(el) => {
              inputs.current[i] = el;
            }}
            value={digit}
            // Room for a whole code: autofill and pasting arrive through any box.
            maxLength={CODE_LENGTH}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${i + 1}`}
            disabled={disabled}
            onChange={(e) => {
              const typed = e.target.value;
              // Typing beside the box's digit leaves both: keep the new one.
              const replaced =
                typed.length === 2 && digit !== ''
                  ? typed.startsWith(digit)
                    ? typed.slice(1)
                    : typed.slice(0, 1)
                  : typed;
              put(i, replaced);
            }}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Box>
      ))}
    </Box>
  );
}
