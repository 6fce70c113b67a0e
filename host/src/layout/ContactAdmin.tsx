import { Box } from '@chakra-ui/react/box';

/** /contact-admin/{type}: products the operator enables on request. */
export function ContactAdmin() {
  return (
    <Box maxW="560px" mx="auto" my={10} bg="white" borderRadius="lg" p={8} textAlign="center" boxShadow="sm">
      <Box as="h1" fontSize="22px" fontWeight="700" mb={3}>
        Please contact your admin
      </Box>
      <Box as="p" color="#4a5560">
        This product is not enabled for your account. Your admin can switch it on for you.
      </Box>
    </Box>
  );
}
