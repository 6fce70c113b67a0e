import { Box } from '@chakra-ui/react/box';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

interface Props<V extends string | number> {
  name: string;
  legend: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** One of a few options as radio buttons in tiles, wrapping onto as many rows as the width needs. */
export function Choices<V extends string | number>({ name, legend, choices, value, onChange, disabled }: Props<V>) {
  return (
    <Box as="fieldset" border="none" p={0} m={0} mb={3} minW={0}>
      <Box as="legend" fontWeight="600" fontSize="sm" mb={2} color="#22313b">
        {legend}
      </Box>
      <Box display="grid" gap={2} gridTemplateColumns="repeat(auto-fill, minmax(128px, 1fr))">
        {choices.map((choice) => (
          <Box
            as="label"
            key={choice.value}
            display="flex"
            gap={2}
            alignItems="center"
            px={3}
            py={2}
            border="1px solid"
            borderColor={value === choice.value ? 'brand.solid' : '#d5dde3'}
            bg={value === choice.value ? '#eef6f7' : 'white'}
            borderRadius="md"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            fontSize="sm"
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
