import type { ComponentType, ReactNode } from 'react';
import type { ChakraFactory } from './chakra.js';

export interface PageOptions {
  /** The widest the page grows, e.g. '1600px'. */
  maxW: string;
  /** The app's static style classes, rendered at the top of every page. */
  Styles: ComponentType;
  /** The role of an informative notice ('status' announces it; the error one is always an alert). */
  infoRole?: 'status';
}

export interface PageProps {
  children: ReactNode;
  /** The section's accessible name. */
  label: string;
  testId?: string;
}

export interface NoticeProps {
  children: ReactNode;
  tone?: 'info' | 'error';
}

/**
 * The frame of an app's screens: its static classes, side padding, at most `maxW` wide; and the
 * card a screen shows instead of its content (loading, empty, failed).
 */
export function createPage(chakra: ChakraFactory, { maxW, Styles, infoRole }: PageOptions) {
  const Section = chakra('section');
  const Box = chakra('div');

  function Page({ children, label, testId }: PageProps) {
    return (
      <Section
        aria-label={label}
        data-testid={testId}
        px={{ base: 2, md: 3, xl: 4 }}
        py={{ base: 2, md: 3 }}
        maxW={maxW}
        mx="auto"
        minW={0}
        w="100%"
      >
        <Styles />
        {children}
      </Section>
    );
  }

  function Notice({ children, tone = 'info' }: NoticeProps) {
    return (
      <Box
        role={tone === 'error' ? 'alert' : infoRole}
        bg="white"
        borderRadius="md"
        px={4}
        py={6}
        textAlign="center"
        color={tone === 'error' ? '#9b1c1c' : 'gray.700'}
        fontSize="14px"
        boxShadow="0 1px 4px rgba(11,43,60,.12)"
      >
        {children}
      </Box>
    );
  }

  return { Page, Notice };
}
