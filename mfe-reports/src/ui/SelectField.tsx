import { Box } from '@chakra-ui/react/box';
import { NativeSelect } from '@chakra-ui/react/native-select';
import type { Option } from './eventTypes.js';

export interface SelectFieldProps<V extends string> {
  /** The visible label. */
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  id: string;
  minW?: string;
}

/** A labelled native select for a filter bar (native: the phone's own picker, no JS popup). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  id,
  minW = '160px',
}: SelectFieldProps<V>) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={1}
      flex={{ base: '1 1 140px', md: '0 0 auto' }}
      minW={{ base: '0', md: minW }}
    >
      <Box asChild fontSize="sm" fontWeight="600" color="gray.700">
        <label htmlFor={id}>{label}</label>
      </Box>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={value}
          bg="white"
          onChange={(event) => {
            const next = options.find((option) => option.value === event.currentTarget.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
