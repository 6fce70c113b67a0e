import { Link as RouterLink } from '@backlay/shared/router';
import { Box, type BoxProps } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { HELP_ORGANISATIONS } from './content/responsibleGaming.js';

const link: BoxProps = { color: 'white', textDecoration: 'underline', _hover: { color: 'brand.accent' } };

/** The public footer (spec section 1): policies, support, safety badges, help links, copyright. */
export function Footer() {
  const { brand } = useHost();
  return (
    <Box as="footer" bg="#0b2b3c" color="white" px={{ base: 4, md: 8 }} py={6} textAlign="center">
      <Box as="nav" aria-label="Policies" display="flex" gap={6} justifyContent="center" flexWrap="wrap" mb={3}>
        <Box asChild {...link}>
          <RouterLink to="/terms-and-conditions" target="_blank" rel="noopener">
            Terms and Conditions
          </RouterLink>
        </Box>
        <Box asChild {...link}>
          <RouterLink to="/responsible-gaming" target="_blank" rel="noopener">
            Responsible Gaming
          </RouterLink>
        </Box>
      </Box>
      <Box as="h2" fontWeight="700" fontSize={{ base: '18px', md: '28px' }} my={3} data-testid="support-heading">
        24X7 Support
      </Box>
      <Box display="flex" alignItems="center" justifyContent="center" gap={5} flexWrap="wrap" my={4}>
        <Box border="1px solid" borderColor="whiteAlpha.600" borderRadius="md" px={3} py={2} textAlign="left">
          <Box as="strong" display="block" color="brand.accent">
            100% SAFE
          </Box>
          <Box as="span" fontSize="sm">
            Protected connection and encrypted data.
          </Box>
        </Box>
        <img src="/brand/18plus.svg" width={48} height={48} alt="18+ only" />
        {HELP_ORGANISATIONS.slice(0, 2).map((org) => (
          <Box key={org.url} asChild {...link} fontSize="sm">
            <a href={org.url} target="_blank" rel="noopener noreferrer">
              {org.name}
            </a>
          </Box>
        ))}
      </Box>
      <Box as="p" fontSize="sm" color="whiteAlpha.800">
        © Copyright 2024. All Rights Reserved. Powered by {brand.name}
      </Box>
    </Box>
  );
}
