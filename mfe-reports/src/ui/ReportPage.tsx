import { useId, type ReactNode } from 'react';
import { NavLink } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { REPORT_TEST_IDS } from '../testIds.js';
import { REPORT_LINKS } from './reports.js';

export interface ReportPageProps {
  /** The page's heading (h1). */
  title: string;
  /** On the page's section, e.g. REPORT_TEST_IDS.statement. */
  testId: string;
  /** The filter bar's fields (DateRangeFields, SelectField, …). */
  filters?: ReactNode;
  /** Beside the filters, e.g. the ExportCsvButton. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every report shares: a title bar, links to all six reports (the current one marked
 * with aria-current), a filter bar, then the content. Everything wraps at 360 px.
 */
export function ReportPage({ title, testId, filters, actions, children }: ReportPageProps) {
  const headingId = useId();
  const { session } = useHost();
  const demo = session.get().isDemo;
  const links = REPORT_LINKS.filter((link) => link.demoAllowed || !demo);
  return (
    <Box px={{ base: 2, md: 4 }} py={{ base: 3, md: 5 }}>
      <Box
        as="section"
        aria-labelledby={headingId}
        data-testid={testId}
        maxW="1400px"
        mx="auto"
        bg="white"
        borderRadius="md"
        overflow="hidden"
        boxShadow="0 2px 10px rgba(11,43,60,.10)"
      >
        <Box
          as="h1"
          id={headingId}
          bg="brand.solid"
          color="brand.contrast"
          px={4}
          py={2.5}
          fontSize="18px"
          fontWeight="700"
          m={0}
        >
          {title}
        </Box>
        <Box
          as="nav"
          aria-label="Reports"
          data-testid={REPORT_TEST_IDS.links}
          borderBottom="1px solid"
          borderColor="gray.200"
          px={{ base: 2, md: 4 }}
          py={2}
        >
          <Box as="ul" display="flex" flexWrap="wrap" gap={1} listStyleType="none" m={0} p={0}>
            {links.map((link) => (
              <li key={link.id}>
                <Box
                  asChild
                  display="inline-block"
                  px={3}
                  py={1.5}
                  borderRadius="full"
                  fontSize="sm"
                  fontWeight="600"
                  color="gray.700"
                  textDecoration="none"
                  _hover={{ bg: 'gray.100' }}
                  _currentPage={{ bg: 'brand.solid', color: 'brand.contrast' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
                >
                  <NavLink to={link.path} end>
                    {link.label}
                  </NavLink>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <Box p={{ base: 2, md: 4 }}>
          {filters || actions ? (
            <Box
              role="group"
              aria-label={`${title} filters`}
              data-testid={REPORT_TEST_IDS.filters}
              display="flex"
              flexWrap="wrap"
              alignItems="flex-end"
              gap={3}
              mb={3}
            >
              {filters}
              {actions ? (
                <Box ml={{ base: 0, md: 'auto' }} display="flex" gap={2} flexWrap="wrap">
                  {actions}
                </Box>
              ) : null}
            </Box>
          ) : null}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
