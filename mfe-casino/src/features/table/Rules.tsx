import { memo, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PlainButton } from '../../ui/PlainButton.js';

/** The table's rules (the definition's paragraphs), folded away until asked for. */
export const Rules = memo(function Rules({ name, rules }: { name: string; rules: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box mb={3}>
      <PlainButton
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        px={3}
        h="32px"
        borderRadius="sm"
        border="1px solid #0b2b3c"
        bg={open ? '#0b2b3c' : 'white'}
        color={open ? 'white' : '#0b2b3c'}
        fontSize="13px"
        fontWeight="700"
      >
        Rules
      </PlainButton>
      {open ? (
        <Box
          as="section"
          id={panelId}
          aria-label={`${name} rules`}
          mt={2}
          bg="#fffbea"
          borderRadius="md"
          px={3}
          py={2}
          fontSize="13px"
          lineHeight="1.5"
          color="gray.900"
          data-testid="card-rules"
        >
          {rules.map((text, i) => (
            <Box as="p" key={i} m={0} mb={i === rules.length - 1 ? 0 : 2}>
              {text}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
});
