import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Tabs } from '@chakra-ui/react/tabs';
import { insertButtonValues, type ButtonInsertRequest, type ButtonType, type ButtonValues } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { buttonValuesQuery, queryKeys } from '@backlay/shared/query';
import { FieldMessage } from '../../ui/FieldMessage.js';
import { LoadingOverlay } from '../../ui/LoadingOverlay.js';
import {
  BUTTON_TABS,
  MAX_LABEL_LENGTH,
  MAX_STAKE,
  MIN_STAKE,
  emptyRows,
  rowsFromValue,
  validateRows,
  type ButtonRow,
  type RowField,
} from './buttonValues.js';

interface Props {
  /** Called after a successful update (the modal closes). */
  onSaved?: () => void;
}

/** Set Button Values: Game Buttons (Match) and Casino Buttons (Casino), 8 rows each. */
export function ButtonValuesForm({ onSaved }: Props) {
  const [tab, setTab] = useState<ButtonType>('Match');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value === 'Casino' ? 'Casino' : 'Match')}
      variant="line"
      lazyMount
    >
      <Tabs.List>
        {BUTTON_TABS.map(({ type, title }) => (
          <Tabs.Trigger key={type} value={type} fontWeight="600">
            {title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BUTTON_TABS.map(({ type, title }) => (
        <Tabs.Content key={type} value={type} px={0}>
          <ButtonTypePanel type={type} title={title} onSaved={onSaved} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Lets a too-long label be typed (and flagged) while keeping pastes of whole paragraphs out. */
const LABEL_INPUT_LIMIT = MAX_LABEL_LENGTH * 3;

type Load = { status: 'loading' } | { status: 'ready'; id: string } | { status: 'failed' };

const fieldKey = (index: number, field: RowField) => `${index}.${field}`;

function isButtonValues(data: unknown): data is ButtonValues {
  return typeof data === 'object' && data !== null && 'id' in data && 'value' in data && typeof data.value === 'string';
}

function ButtonTypePanel({ type, title, onSaved }: { type: ButtonType; title: string; onSaved?: () => void }) {
  const host = useHost();
  const { http } = host;
  const queryClient = useQueryClient();
  const values = useQuery(buttonValuesQuery(http, type));
  const save = useMutation({
    mutationFn: (body: ButtonInsertRequest) => insertButtonValues(http, body).then((res) => res.data),
  });
  const [rows, setRows] = useState<ButtonRow[]>(emptyRows);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The rows are the form's own copy of the values last loaded or saved (reset when those change).
  const [shown, setShown] = useState<ButtonValues | null>(null);
  if (values.data && values.data !== shown) {
    setShown(values.data);
    setRows(rowsFromValue(values.data.value));
    setTouched(new Set());
    setSubmitted(false);
  }
  const load: Load =
    values.data && shown
      ? { status: 'ready', id: shown.id }
      : values.isError && !values.isFetching
        ? { status: 'failed' }
        : { status: 'loading' };
  const saving = save.isPending;

  function retry() {
    void values.refetch();
  }

  const validation = validateRows(rows);
  const show = (index: number, field: RowField) => submitted || touched.has(fieldKey(index, field));

  function edit(index: number, field: RowField, value: string) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }

  function touch(index: number, field: RowField) {
    setTouched((current) => new Set(current).add(fieldKey(index, field)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (load.status !== 'ready' || saving || !validation.valid) return;
    const { id } = load;
    const body: ButtonInsertRequest = { id, type, value: validation.pairs };
    // On failure the HTTP client has shown the server's message; the rows stay for another try.
    save.mutate(body, {
      onSuccess: (saved) => {
        queryClient.setQueryData(
          queryKeys.account.buttonValues(type),
          isButtonValues(saved) ? saved : { id, type, value: JSON.stringify(validation.pairs) },
        );
        host.refreshProfile().catch(() => undefined);
        onSaved?.();
      },
    });
  }

  const idPrefix = `button-values-${type}`;
  return (
    <Box asChild position="relative" minH="200px" display="block">
      <form onSubmit={submit} noValidate aria-label={title} aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <LoadingOverlay label={`Loading ${title}`} /> : null}
        {load.status === 'failed' ? (
          <Box
            role="alert"
            bg="red.50"
            color="red.700"
            borderRadius="md"
            p={3}
            mb={3}
            display="flex"
            gap={3}
            alignItems="center"
          >
            <Box flex="1">The button values could not be loaded.</Box>
            <Button size="xs" variant="outline" onClick={retry}>
              Retry
            </Button>
          </Box>
        ) : null}
        <Box as="table" w="100%" css={{ borderCollapse: 'separate', borderSpacing: '8px 6px' }}>
          <thead>
            <tr>
              <Box as="th" textAlign="left" fontSize="sm" fontWeight="700" color="#22313b" w="50%">
                Price Label
              </Box>
              <Box as="th" textAlign="left" fontSize="sm" fontWeight="700" color="#22313b" w="50%">
                Price Value
              </Box>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const labelError = show(index, 'label') ? validation.rows[index]?.label : undefined;
              const valueError = show(index, 'value') ? validation.rows[index]?.value : undefined;
              const labelId = `${idPrefix}-label-${index}`;
              const valueId = `${idPrefix}-value-${index}`;
              return (
                <tr key={index}>
                  <Box as="td" verticalAlign="top">
                    <Input
                      id={labelId}
                      aria-label={`Price Label ${index + 1}`}
                      aria-invalid={Boolean(labelError)}
                      aria-describedby={labelError ? `${labelId}-error` : undefined}
                      borderColor={labelError ? 'red.600' : undefined}
                      size="sm"
                      bg="white"
                      value={row.label}
                      maxLength={LABEL_INPUT_LIMIT}
                      disabled={load.status !== 'ready'}
                      onChange={(e) => edit(index, 'label', e.target.value)}
                      onBlur={() => touch(index, 'label')}
                    />
                    <FieldMessage id={`${labelId}-error`}>{labelError}</FieldMessage>
                  </Box>
                  <Box as="td" verticalAlign="top">
                    <Input
                      id={valueId}
                      aria-label={`Price Value ${index + 1}`}
                      aria-invalid={Boolean(valueError)}
                      aria-describedby={valueError ? `${valueId}-error` : undefined}
                      borderColor={valueError ? 'red.600' : undefined}
                      size="sm"
                      bg="white"
                      type="number"
                      inputMode="numeric"
                      min={MIN_STAKE}
                      max={MAX_STAKE}
                      step={1}
                      value={row.value}
                      disabled={load.status !== 'ready'}
                      onChange={(e) => edit(index, 'value', e.target.value)}
                      onBlur={() => touch(index, 'value')}
                    />
                    <FieldMessage id={`${valueId}-error`}>{valueError}</FieldMessage>
                  </Box>
                </tr>
              );
            })}
          </tbody>
        </Box>
        {submitted && validation.form ? (
          <FieldMessage id={`${idPrefix}-form-error`}>{validation.form}</FieldMessage>
        ) : null}
        <Box display="flex" justifyContent="flex-end" mt={3} px={2}>
          <Button
            type="submit"
            bg="brand.solid"
            color="brand.contrast"
            minW="120px"
            loading={saving}
            disabled={load.status !== 'ready'}
          >
            Update
          </Button>
        </Box>
      </form>
    </Box>
  );
}
