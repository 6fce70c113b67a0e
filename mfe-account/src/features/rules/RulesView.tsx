import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Table } from '@chakra-ui/react/table';
import { Tabs } from '@chakra-ui/react/tabs';
import { useHost } from '@backlay/shared/contract';
import { rulesQuery } from '@backlay/shared/query';
import { LoadingOverlay } from '../../ui/LoadingOverlay.js';
import { toRulesEntries, type RuleColor, type RuleCategory, type RulesEntry } from './rules.js';
import { LoadFailed } from '../../ui/LoadFailed.js';

/** The only language the rules are published in (the English text is the one that counts). */
export const LANGUAGES = [{ value: 'en', label: 'English' }] as const;

const LINE_STYLE: Record<'red' | 'black' | 'plain', { color: string; fontWeight: string }> = {
  red: { color: 'red.600', fontWeight: '500' },
  black: { color: 'black', fontWeight: '600' },
  plain: { color: '#3b4650', fontWeight: '400' },
};

const styleKey = (color: RuleColor) => color ?? 'plain';

type Load = { status: 'loading' } | { status: 'ready'; entries: RulesEntry[] } | { status: 'failed' };

/**
 * The rules per sport, shared by the Rules popup and the /rules page: a language dropdown, the
 * sports as tabs (a column on the left on wide screens, a horizontal scroller above the content
 * on narrow ones) and per sport one table per category. Server text is rendered as text only.
 */
export function RulesView() {
  const { http } = useHost();
  const rules = useQuery({ ...rulesQuery(http), select: toRulesEntries });
  const [selected, setSelected] = useState('0');
  const [language, setLanguage] = useState<string>(LANGUAGES[0].value);
  // A fresh answer opens the first sport again.
  const [shown, setShown] = useState<RulesEntry[] | undefined>(undefined);
  if (rules.data !== shown) {
    setShown(rules.data);
    setSelected('0');
  }
  const load: Load = rules.data
    ? { status: 'ready', entries: rules.data }
    : rules.isError && !rules.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  function retry() {
    void rules.refetch();
  }

  return (
    <Box position="relative" minH="240px">
      <Box display="flex" justifyContent="flex-end" mb={3}>
        <NativeSelect.Root size="sm" width="160px">
          <NativeSelect.Field
            aria-label="Language"
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            bg="white"
          >
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>

      {load.status === 'loading' ? <LoadingOverlay label="Loading rules" /> : null}
      {load.status === 'failed' ? <LoadFailed onRetry={retry}>The rules could not be loaded.</LoadFailed> : null}
      {load.status === 'ready' && load.entries.length === 0 ? (
        <Box color="#5b6670" py={6} textAlign="center">
          No rules have been published yet.
        </Box>
      ) : null}

      {load.status === 'ready' && load.entries.length > 0 ? (
        <Tabs.Root
          unstyled
          value={selected}
          onValueChange={(details) => setSelected(details.value)}
          orientation="vertical"
          lazyMount
          unmountOnExit
          display={{ base: 'block', md: 'flex' }}
          gap={4}
          alignItems="flex-start"
        >
          <Tabs.List
            unstyled
            aria-label="Sports"
            display="flex"
            flexDirection={{ base: 'row', md: 'column' }}
            flexShrink={0}
            w={{ base: '100%', md: '200px' }}
            overflowX={{ base: 'auto', md: 'visible' }}
            gap={1}
            pb={{ base: 2, md: 0 }}
            mb={{ base: 3, md: 0 }}
            borderBottom={{ base: '1px solid #e3e8ec', md: 'none' }}
            position={{ base: 'static', md: 'sticky' }}
            top={0}
          >
            {load.entries.map((entry, index) => (
              <Tabs.Trigger
                unstyled
                key={entry.sportName}
                value={String(index)}
                flexShrink={0}
                whiteSpace="nowrap"
                textAlign="left"
                px={3}
                py={2}
                borderRadius="md"
                fontSize="sm"
                fontWeight="600"
                cursor="pointer"
                bg="#eef1f4"
                color="#22313b"
                _hover={{ bg: '#e1e7ec' }}
                _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '1px' }}
              >
                {entry.sportName}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {load.entries.map((entry, index) => (
            <Tabs.Content unstyled key={entry.sportName} value={String(index)} flex="1" minW={0} outline="none">
              {entry.rules.map((category, k) => (
                <CategoryTable key={`${k}-${category.category}`} category={category} />
              ))}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </Box>
  );
}

function CategoryTable({ category }: { category: RuleCategory }) {
  return (
    <Table.Root size="sm" variant="outline" mb={4} bg="white" css={{ tableLayout: 'fixed' }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader bg="#dfe7ec" color="#0b2b3c" fontWeight="700" fontSize="sm">
            {category.category}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {category.description.map((line, i) => {
          const key = styleKey(line.color);
          return (
            <Table.Row key={i}>
              <Table.Cell
                data-color={key}
                color={LINE_STYLE[key].color}
                fontWeight={LINE_STYLE[key].fontWeight}
                fontSize="sm"
                lineHeight="1.5"
                whiteSpace="pre-line"
                wordBreak="break-word"
              >
                {line.text}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
