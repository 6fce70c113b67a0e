import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { Link } from '@backlay/shared/router';
import { DesignSystem } from '../app/DesignSystem.js';
import type { PolicyDocument, PolicyLink } from './content/terms.js';
import { TERMS } from './content/terms.js';
import { HELP_ORGANISATIONS, RESPONSIBLE_GAMING } from './content/responsibleGaming.js';

function withBrand(text: string, brand: string) {
  return text.replaceAll('{brand}', brand);
}

/** The text with each place in the app it names (the document's links) drawn as a link there. */
function withLinks(text: string, links: readonly PolicyLink[]): ReactNode {
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    let first: { index: number; link: PolicyLink } | null = null;
    for (const link of links) {
      const index = rest.indexOf(link.text);
      if (index >= 0 && (first === null || index < first.index)) first = { index, link };
    }
    if (first === null) break;
    parts.push(
      <Fragment key={parts.length}>{rest.slice(0, first.index)}</Fragment>,
      <Box asChild key={parts.length + 1} color="brand.solid" textDecoration="underline">
        <Link to={first.link.to}>{first.link.text}</Link>
      </Box>,
    );
    rest = rest.slice(first.index + first.link.text.length);
  }
  return parts.length === 0 ? text : [...parts, <Fragment key={parts.length}>{rest}</Fragment>];
}

function Policy({ doc, children }: { doc: PolicyDocument; children?: ReactNode }) {
  const { brand } = useHost();
  const t = (text: string) => withBrand(text, brand.name);
  const b = (text: string) => withLinks(t(text), doc.links ?? []);
  return (
    <Box
      as="article"
      maxW="900px"
      mx="auto"
      px={{ base: 4, md: 8 }}
      py={8}
      bg="white"
      my={{ base: 0, md: 6 }}
      borderRadius={{ md: 'lg' }}
      lineHeight="1.65"
      color="#1d2730"
    >
      <Box as="h1" fontSize={{ base: '24px', md: '30px' }} fontWeight="700" mb={1}>
        {t(doc.title)}
      </Box>
      <Box as="p" fontSize="sm" color="#5b6770" mb={5}>
        Last updated {doc.updated}
      </Box>
      {doc.intro.map((p, i) => (
        <Box as="p" key={i} mb={3}>
          {b(p)}
        </Box>
      ))}
      <Box as="nav" aria-label="Contents" my={5} p={4} bg="#f4f6f8" borderRadius="md">
        <Box as="ol" pl={5} fontSize="sm" css={{ columns: { base: 1, md: 2 } }}>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.heading)}</a>
            </li>
          ))}
        </Box>
      </Box>
      {doc.sections.map((s) => (
        <Box as="section" key={s.id} id={s.id} mt={6}>
          <Box as="h2" fontSize="20px" fontWeight="700" mb={2}>
            {t(s.heading)}
          </Box>
          {s.paragraphs.map((p, i) => (
            <Box as="p" key={i} mb={3}>
              {b(p)}
            </Box>
          ))}
          {s.list ? (
            <Box as="ul" pl={6} mb={3} css={{ listStyle: 'disc' }}>
              {s.list.map((item, i) => (
                <li key={i}>{b(item)}</li>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
      {children}
    </Box>
  );
}

export function TermsPage() {
  return (
    <DesignSystem>
      <Policy doc={TERMS} />
    </DesignSystem>
  );
}

export function ResponsibleGamingPage() {
  return (
    <DesignSystem>
      <ResponsibleGaming />
    </DesignSystem>
  );
}

function ResponsibleGaming() {
  return (
    <Policy doc={RESPONSIBLE_GAMING}>
      <Box as="section" mt={6} aria-labelledby="help-orgs">
        <Box as="h2" id="help-orgs" fontSize="20px" fontWeight="700" mb={2}>
          Organisations that can help
        </Box>
        <Box as="ul" pl={6} css={{ listStyle: 'disc' }}>
          {HELP_ORGANISATIONS.map((org) => (
            <li key={org.url}>
              <a href={org.url} target="_blank" rel="noopener noreferrer">
                {org.name}
              </a>{' '}
              — {org.description}
            </li>
          ))}
        </Box>
      </Box>
    </Policy>
  );
}
