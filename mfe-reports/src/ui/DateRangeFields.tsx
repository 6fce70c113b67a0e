import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { REPORT_TEST_IDS } from '../testIds.js';
import { EARLIEST_DAY, MAX_RANGE_DAYS, todayDay, validateRange, type DateRange } from './dates.js';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** Called only with a valid range: real days, To on or after From, at most maxDays, none in the future. */
  onChange: (range: DateRange) => void;
  /** Default MAX_RANGE_DAYS. */
  maxDays?: number;
  /** Prefix of the inputs' ids (default 'report'). */
  idPrefix?: string;
}

/**
 * From / To as native date inputs (the phone's own date picker). An edit that makes the range
 * invalid stays in the field with a message beside it and is not applied; the report keeps
 * showing the last valid range. The browser's own min/max stop most bad picks before that.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
  maxDays = MAX_RANGE_DAYS,
  idPrefix = 'report',
}: DateRangeFieldsProps) {
  const [draft, setDraft] = useState<DateRange>({ from, to });
  const [applied, setApplied] = useState<DateRange>({ from, to });
  // The URL moved (back button, a link): show what it says.
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from, to });
  }
  const today = todayDay();
  const problem = validateRange(draft, { maxDays, today });

  function edit(field: keyof DateRange, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (validateRange(next, { maxDays, today }) === null && (next.from !== from || next.to !== to)) onChange(next);
  }

  const messageId = `${idPrefix}-range-message`;
  const field = (name: keyof DateRange, label: string) => {
    const id = `${idPrefix}-${name}`;
    const invalid = problem?.field === name;
    return (
      <Box display="flex" flexDirection="column" gap={1} flex={{ base: '1 1 0', md: '0 0 170px' }} minW="0">
        <Box asChild fontSize="sm" fontWeight="600" color="gray.700">
          <label htmlFor={id}>{label}</label>
        </Box>
        <Input
          id={id}
          type="date"
          size="sm"
          bg="white"
          value={draft[name]}
          min={name === 'to' ? (draft.from > EARLIEST_DAY ? draft.from : EARLIEST_DAY) : EARLIEST_DAY}
          max={name === 'from' && draft.to !== '' && draft.to < today ? draft.to : today}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          borderColor={invalid ? 'red.600' : undefined}
          onChange={(event) => edit(name, event.currentTarget.value)}
        />
      </Box>
    );
  };

  return (
    <Box
      role="group"
      aria-label="Date range"
      data-testid={REPORT_TEST_IDS.dateRange}
      display="flex"
      flexDirection="column"
      gap={1}
      flex={{ base: '1 1 100%', md: '0 1 auto' }}
    >
      <Box display="flex" gap={2}>
        {field('from', 'From')}
        {field('to', 'To')}
      </Box>
      {problem ? (
        <Box id={messageId} role="alert" color="red.600" fontSize="sm">
          {problem.message}
        </Box>
      ) : null}
    </Box>
  );
}
