/**
 * A report's search box (spec section 9: a search needs more than 2 characters and waits 500 ms
 * after the last keystroke). The text being typed stays here; the search in effect (`value`, from
 * the URL) changes only once the text is long enough, or empty, and the player paused or pressed
 * Enter. The live casino bets and the card report both use it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';

export const SEARCH_MIN_LENGTH = 3;
/** The API's longest keyword. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 500;

/** True for a keyword a search can be made with (what the URL may hold). */
export function isSearchKeyword(text: string): boolean {
  const keyword = text.trim();
  return keyword === text && keyword.length >= SEARCH_MIN_LENGTH && keyword.length <= SEARCH_MAX_LENGTH;
}

export interface SearchFieldProps {
  id: string;
  label: string;
  /** The search in effect ('' for none). */
  value: string;
  /** Called with a trimmed keyword of at least SEARCH_MIN_LENGTH characters, or '' to stop searching. */
  onChange: (keyword: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  delayMs?: number;
}

export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  inputMode = 'text',
  delayMs = SEARCH_DEBOUNCE_MS,
}: SearchFieldProps) {
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL moved (back button, a link): show what it says, unless that is what is typed already.
  if (applied !== value) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const keyword = draft.trim();
  const short = keyword !== '' && keyword.length < SEARCH_MIN_LENGTH;
  const pending = keyword !== value && !short;

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => onChangeRef.current(keyword), delayMs);
    return () => clearTimeout(timer);
  }, [keyword, pending, delayMs]);

  return (
    <Box display="flex" flexDirection="column" gap={1} flex={{ base: '1 1 100%', md: '0 1 220px' }} minW="0">
      <Box asChild fontSize="sm" fontWeight="600" color="gray.700">
        <label htmlFor={id}>{label}</label>
      </Box>
      <Input
        id={id}
        type="search"
        size="sm"
        bg="white"
        autoComplete="off"
        inputMode={inputMode}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        value={draft}
        aria-describedby={short ? hintId : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && pending) onChangeRef.current(keyword);
        }}
      />
      {short ? (
        <Box id={hintId} fontSize="sm" color="gray.600">
          Type at least {SEARCH_MIN_LENGTH} characters.
        </Box>
      ) : null}
    </Box>
  );
}
