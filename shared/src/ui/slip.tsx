import { useEffect, useRef, type Ref } from 'react';
import type { ChakraFactory } from './chakra.js';
import { createPlainButton } from './PlainButton.js';

export interface StakeFieldProps {
  id: string;
  /** The id of the line under the field (error and limits), which describes it. */
  helpId: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  /** "Min 100 · Max 50,000". */
  limits: string;
  disabled: boolean;
}

export interface QuickStakesProps {
  buttons: readonly { label: string; value: number }[];
  onPick: (value: number) => void;
  disabled: boolean;
}

export interface SlipRefusalProps {
  message: string;
  testId: string;
  /** The price the server offers instead ("Take 1.95"), when it offers one. */
  take: { label: string; onTake: () => void } | null;
}

export interface SlipHeadingProps {
  back: boolean;
  /** "Back", "Lay", "Yes", "No". */
  sideWord: string;
  /** What the bet is on: a runner, a session, a card-table selection. */
  selection: string;
  selectionTestId: string;
  /** A smaller line after the selection (the market's name, the round). */
  detail?: string | null;
}

export interface SlipActionsProps {
  acceptBetter: boolean;
  /** Where a better price is the player's choice; an exchange order always takes better prices. */
  onAcceptBetter?: (value: boolean) => void;
  /** "Confirm before placing", where the slip offers the confirm step (the sports slip does). */
  confirmFirst?: boolean;
  onConfirmFirst?: (value: boolean) => void;
  onCancel: () => void;
  placing: boolean;
  ready: boolean;
}

export interface SlipConfirmProps {
  /** The bet in words: "Back Team A at 2.5, stake 100". */
  words: string;
  onEdit: () => void;
}

const DARK_BUTTON = {
  px: 2.5,
  h: '30px',
  borderRadius: 'sm',
  bg: '#0b2b3c',
  color: 'white',
  fontSize: '13px',
  fontWeight: '700',
} as const;

/**
 * The parts every bet slip (sports and card tables) is made of: the slip's input and label, the
 * stake field with its error and limits, the quick stakes, the refusal with the offered price, and
 * the footer (accept better odds, Cancel, Place bet).
 */
export function createSlipParts(chakra: ChakraFactory) {
  const PlainButton = createPlainButton(chakra);
  const Box = chakra('div');
  const Span = chakra('span');

  const SlipInput = chakra('input', {
    base: {
      minW: 0,
      w: '100%',
      h: '36px',
      px: 2,
      bg: 'white',
      color: 'gray.900',
      border: '1px solid',
      borderColor: 'gray.500',
      borderRadius: 'sm',
      fontSize: '15px',
      fontWeight: '700',
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'center',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '1px' },
      _invalid: { borderColor: '#9b1c1c' },
      _disabled: { bg: 'gray.100', cursor: 'not-allowed' },
    },
  });

  const SlipLabel = chakra('label', { base: { display: 'block', fontSize: '12px', fontWeight: '700', mb: 0.5 } });

  function StakeField({ id, helpId, inputRef, value, onChange, error, limits, disabled }: StakeFieldProps) {
    return (
      <Box flex="1 1 160px" minW={0}>
        <SlipLabel htmlFor={id}>Stake</SlipLabel>
        <SlipInput
          ref={inputRef}
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error !== null}
          aria-describedby={helpId}
          disabled={disabled}
        />
        <Box id={helpId} mt={1} fontSize="12px">
          {error !== null ? (
            <Span display="block" color="#9b1c1c" fontWeight="600" data-testid="stake-error">
              {error}
            </Span>
          ) : null}
          <Span display="block" color="gray.700">
            {limits}
          </Span>
        </Box>
      </Box>
    );
  }

  function QuickStakes({ buttons, onPick, disabled }: QuickStakesProps) {
    if (buttons.length === 0) return null;
    return (
      <Box role="group" aria-label="Quick stakes" display="flex" flexWrap="wrap" gap={1.5} mt={2}>
        {buttons.map((b) => (
          <PlainButton
            key={b.label}
            type="button"
            onClick={() => onPick(b.value)}
            disabled={disabled}
            {...DARK_BUTTON}
            minW="52px"
            _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
          >
            {b.label}
          </PlainButton>
        ))}
      </Box>
    );
  }

  function SlipRefusal({ message, testId, take }: SlipRefusalProps) {
    return (
      <Box
        role="alert"
        mt={2}
        p={2}
        borderRadius="sm"
        bg="white"
        border="1px solid #9b1c1c"
        color="#7a1f1f"
        fontSize="13px"
        fontWeight="600"
      >
        <span data-testid={testId}>{message}</span>
        {take ? (
          <PlainButton type="button" onClick={take.onTake} display="block" mt={1.5} {...DARK_BUTTON}>
            Take {take.label}
          </PlainButton>
        ) : null}
      </Box>
    );
  }

  const CANCEL_BUTTON = {
    px: 3,
    h: '36px',
    borderRadius: 'sm',
    border: '1px solid',
    borderColor: 'gray.600',
    bg: 'white',
    fontSize: '14px',
    fontWeight: '700',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  } as const;

  const GO_BUTTON = {
    px: 4,
    h: '36px',
    borderRadius: 'sm',
    bg: '#0f6b2f',
    color: 'white',
    fontSize: '14px',
    fontWeight: '700',
    _disabled: { bg: '#6b7c72', cursor: 'not-allowed' },
  } as const;

  function Choice({
    checked,
    onChange,
    disabled,
    children,
  }: {
    checked: boolean;
    onChange: (value: boolean) => void;
    disabled: boolean;
    children: string;
  }) {
    return (
      <Box as="label" display="flex" alignItems="center" gap={1.5} fontSize="13px" cursor="pointer">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          disabled={disabled}
        />
        {children}
      </Box>
    );
  }

  function SlipActions({
    acceptBetter,
    onAcceptBetter,
    confirmFirst,
    onConfirmFirst,
    onCancel,
    placing,
    ready,
  }: SlipActionsProps) {
    return (
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="flex-end" gap={2} mt={2.5}>
        <Box display="flex" flexWrap="wrap" columnGap={3} rowGap={1} mr="auto">
          {onAcceptBetter ? (
            <Choice checked={acceptBetter} onChange={onAcceptBetter} disabled={placing}>
              Accept better odds
            </Choice>
          ) : null}
          {onConfirmFirst ? (
            <Choice checked={confirmFirst ?? false} onChange={onConfirmFirst} disabled={placing}>
              Confirm before placing
            </Choice>
          ) : null}
        </Box>
        <PlainButton type="button" onClick={onCancel} disabled={placing} {...CANCEL_BUTTON}>
          Cancel
        </PlainButton>
        <PlainButton type="submit" disabled={!ready} {...GO_BUTTON}>
          {placing ? 'Placing…' : 'Place bet'}
        </PlainButton>
      </Box>
    );
  }

  /**
   * The confirm step, in place of the footer: the bet in words, Edit (back to the slip) and
   * Confirm bet (the form's submit), which takes the focus.
   */
  function SlipConfirm({ words, onEdit }: SlipConfirmProps) {
    const confirm = useRef<HTMLButtonElement>(null);
    useEffect(() => confirm.current?.focus(), []);
    return (
      <Box
        role="group"
        aria-label="Confirm your bet"
        data-testid="slip-confirm"
        mt={2.5}
        p={2}
        bg="white"
        border="1px solid"
        borderColor="gray.500"
        borderRadius="sm"
      >
        <Box as="p" m={0} fontSize="13px" fontWeight="700">
          Place this bet? {words}.
        </Box>
        <Box display="flex" justifyContent="flex-end" gap={2} mt={2}>
          <PlainButton type="button" onClick={onEdit} {...CANCEL_BUTTON}>
            Edit
          </PlainButton>
          <PlainButton ref={confirm} type="submit" {...GO_BUTTON}>
            Confirm bet
          </PlainButton>
        </Box>
      </Box>
    );
  }

  /** The slip's first line: the side in its colour, the selection, and a detail after it. */
  function SlipHeading({ back, sideWord, selection, selectionTestId, detail }: SlipHeadingProps) {
    return (
      <Box display="flex" alignItems="center" gap={2} flexWrap="wrap">
        <Span
          px={1.5}
          borderRadius="sm"
          bg={back ? 'brand.back' : 'brand.lay'}
          fontSize="12px"
          fontWeight="800"
          textTransform="uppercase"
        >
          {sideWord}
        </Span>
        <Span fontWeight="700" fontSize="14px" overflowWrap="anywhere" data-testid={selectionTestId}>
          {selection}
        </Span>
        {detail ? (
          <Span fontSize="12px" color="gray.700" overflowWrap="anywhere">
            {detail}
          </Span>
        ) : null}
      </Box>
    );
  }

  return { SlipInput, SlipLabel, StakeField, QuickStakes, SlipRefusal, SlipActions, SlipConfirm, SlipHeading };
}
