/**
 * "Unmatched" in My Bets: the player's waiting orders on this match (GET /bet/orders), newest
 * first, each with what still waits, Cancel and Edit price. Shown only while there is something to
 * show; refetched by the host's push invalidation (every bet event, `userOrderUpdated` included)
 * and after each change made here. One list on every width: a row's parts wrap on narrow screens.
 */
import { memo, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { BetOrder, OrderResponse } from '@backlay/shared/api';
import { cancelOrder, repriceOrder } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { formatPrice } from '../../lib/format.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { useBetting } from './betting.js';
import { formatAmount } from './money.js';
import { cancelWords, openOrdersKey, openOrdersQuery, orderRefusal, repriceWords } from './orders.js';
import { checkPrice } from './slipCheck.js';

const Form = chakra('form');
const Label = chakra('label');
const PriceInput = chakra('input', {
  base: {
    w: '80px',
    h: '32px',
    px: 2,
    bg: 'white',
    color: 'gray.900',
    border: '1px solid',
    borderColor: 'gray.500',
    borderRadius: 'sm',
    fontSize: '14px',
    fontWeight: '700',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '1px' },
    _invalid: { borderColor: '#9b1c1c' },
    _disabled: { bg: 'gray.100', cursor: 'not-allowed' },
  },
});

const ACTION = {
  h: '32px',
  px: 2.5,
  border: '1px solid',
  borderColor: '#0b2b3c',
  borderRadius: 'sm',
  bg: 'white',
  fontSize: '13px',
  fontWeight: '700',
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const;

const NO_ORDERS: readonly BetOrder[] = [];
const waiting = (o: BetOrder) => o.status === 'OPEN' && o.unmatched > 0;
const price = (odds: number) => formatPrice(odds, 'decimal');

/** "back on Team A at 2.2": what every control of a row names, so each is told apart from the others. */
const orderName = (o: BetOrder) => `${o.betType === 'BACK' ? 'back' : 'lay'} on ${o.teamName} at ${price(o.odds)}`;

interface RowProps {
  order: BetOrder;
  /** A call changed the order: the list takes the answer and says what happened. */
  onChanged: (answer: OrderResponse, words: string) => void;
  /** The server says the order moved on meanwhile (filled, lapsed): the list is refetched. */
  onStale: () => void;
}

type Busy = 'cancel' | 'price' | null;

function OrderRow({ order, onChanged, onStale }: RowProps) {
  const host = useHost();
  const [busy, setBusy] = useState<Busy>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [priceText, setPriceText] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  /** The editor is closing under the keyboard's focus: the button that opened it takes it back. */
  const focusEditNext = useRef(false);
  const mounted = useRef(true);
  const editButton = useRef<HTMLButtonElement>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (editing) priceInput.current?.focus();
    else if (focusEditNext.current) {
      focusEditNext.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const name = orderName(order);
  const side = order.betType === 'BACK' ? 'Back' : 'Lay';
  const partial = order.matched > 0 || order.cancelled > 0;

  const run = async (
    kind: Exclude<Busy, null>,
    call: () => Promise<{ data: OrderResponse }>,
    words: (a: OrderResponse) => string,
  ) => {
    setBusy(kind);
    setRefusal(null);
    try {
      const { data } = await call();
      if (!mounted.current) return;
      setBusy(null);
      if (kind === 'price') {
        focusEditNext.current = true;
        setEditing(false);
      }
      onChanged(data, words(data));
    } catch (error) {
      if (!mounted.current) return;
      setBusy(null);
      setRefusal(orderRefusal(error));
      if (error instanceof HttpError && error.status === 409) onStale();
    }
  };

  const cancel = () =>
    void run(
      'cancel',
      () => cancelOrder(host.http, { orderId: order.id }, { silent: true }),
      (a) => cancelWords(a.order),
    );

  const openEditor = () => {
    setEditing((e) => !e);
    setPriceText(price(order.odds));
    setPriceError(null);
    setRefusal(null);
  };
  const closeEditor = () => {
    focusEditNext.current = true;
    setEditing(false);
    setPriceError(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Checked here first: a price off the ladder or out of range is never sent.
    const checked = checkPrice(priceText, 'decimal');
    if (checked.price === null) {
      setPriceError(checked.error);
      priceInput.current?.focus();
      return;
    }
    if (checked.price === order.odds) {
      setPriceError(`It waits at ${price(order.odds)} already: enter a new price.`);
      priceInput.current?.focus();
      return;
    }
    const odds = checked.price;
    setPriceError(null);
    void run('price', () => repriceOrder(host.http, { orderId: order.id, odds }, { silent: true }), repriceWords);
  };
  const onEditorKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && busy === null) {
      event.stopPropagation();
      closeEditor();
    }
  };

  const priceId = `${ids}-price`;
  const errorId = `${ids}-error`;
  return (
    <Box
      as="li"
      bg={order.betType === 'BACK' ? '#e3f1fc' : '#fdebef'}
      borderTop="1px solid #ffffff"
      px={2}
      py={1.5}
      aria-busy={busy !== null}
      data-testid="unmatched-order"
      data-order-id={order.id}
    >
      <Box display="flex" flexWrap="wrap" alignItems="center" columnGap={3} rowGap={1.5}>
        <Box flex="1 1 180px" minW={0}>
          <Box fontWeight="600" overflowWrap="anywhere">
            {order.teamName}{' '}
            <Box as="span" fontWeight="400">
              · {side} at <strong data-testid="order-price">{price(order.odds)}</strong>
            </Box>
          </Box>
          <Box fontSize="12px" color="gray.800" data-testid="order-unmatched">
            {formatAmount(order.unmatched)} unmatched
            {partial ? ` of ${formatAmount(order.stake)} (${formatAmount(order.matched)} matched)` : ''}
            {' · '}
            {order.marketName}
          </Box>
        </Box>
        <Box display="flex" gap={1.5} flexShrink={0}>
          <PlainButton
            ref={editButton}
            type="button"
            {...ACTION}
            aria-label={`Edit price of unmatched ${name}`}
            aria-expanded={editing}
            aria-controls={editing ? priceId : undefined}
            disabled={busy !== null}
            onClick={openEditor}
            data-testid="order-edit"
          >
            Edit price
          </PlainButton>
          <PlainButton
            type="button"
            {...ACTION}
            aria-label={`Cancel unmatched ${name}`}
            disabled={busy !== null}
            onClick={cancel}
            data-testid="order-cancel"
          >
            Cancel
          </PlainButton>
        </Box>
      </Box>
      {editing ? (
        <Form
          noValidate
          onSubmit={save}
          onKeyDown={onEditorKey}
          mt={1.5}
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          gap={1.5}
        >
          <Label htmlFor={priceId} fontSize="12px" fontWeight="700">
            New price
            <Box as="span" srOnly>
              {' '}
              for {name}
            </Box>
          </Label>
          <PriceInput
            ref={priceInput}
            id={priceId}
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            onChange={(e) => {
              setPriceText(e.currentTarget.value);
              setPriceError(null);
            }}
            aria-invalid={priceError !== null}
            aria-describedby={priceError !== null ? errorId : undefined}
            disabled={busy !== null}
            data-testid="order-price-input"
          />
          <PlainButton
            type="submit"
            {...ACTION}
            bg="#0b2b3c"
            color="white"
            aria-label={`Save new price for ${name}`}
            disabled={busy !== null}
            data-testid="order-price-save"
          >
            Save
          </PlainButton>
          {priceError !== null ? (
            <Box id={errorId} flexBasis="100%" fontSize="12px" color="#9b1c1c" fontWeight="600">
              {priceError}
            </Box>
          ) : null}
        </Form>
      ) : null}
      {refusal !== null ? (
        <Box role="alert" mt={1} fontSize="12px" color="#9b1c1c" fontWeight="600" data-testid="order-refusal">
          {refusal}
        </Box>
      ) : null}
    </Box>
  );
}

export const UnmatchedOrders = memo(function UnmatchedOrders({ matchId }: { matchId: string }) {
  const host = useHost();
  const betting = useBetting();
  const client = useQueryClient();
  const query = useQuery(openOrdersQuery(host.http, matchId, { silent: true }));
  const [note, setNote] = useState<string | null>(null);
  /** A row that had the focus is going (cancelled, or matched in full): the list's heading takes it. */
  const focusHeadingNext = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const orders = (query.data ?? NO_ORDERS).filter(waiting);

  useEffect(() => {
    if (!focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    heading.current?.focus();
  });

  const onChanged = (answer: OrderResponse, words: string) => {
    const key = openOrdersKey(matchId);
    client.setQueryData<BetOrder[]>(key, (list) =>
      list?.map((o) => (o.id === answer.order.id ? answer.order : o)).filter(waiting),
    );
    void client.invalidateQueries({ queryKey: key });
    // A new price can match at once: the matched bets and positions follow.
    betting.refresh();
    setNote(words);
    if (!waiting(answer.order)) focusHeadingNext.current = true;
  };

  const onStale = () => {
    void client.invalidateQueries({ queryKey: openOrdersKey(matchId) });
    betting.refresh();
  };

  if (query.isError && query.data === undefined)
    return (
      <Box px={3} py={2} fontSize="13px" color="#9b1c1c" borderBottom="1px solid #e2e8f0">
        Your unmatched bets could not be loaded.{' '}
        <PlainButton
          type="button"
          aria-label="Try again to load your unmatched bets"
          onClick={() => void query.refetch()}
          textDecoration="underline"
          fontWeight="700"
        >
          Try again
        </PlainButton>
      </Box>
    );
  if (orders.length === 0 && note === null) return null;
  return (
    <Box as="section" aria-labelledby={headingId} borderBottom="2px solid #0b2b3c" data-testid="unmatched-orders">
      <Box
        as="h3"
        ref={heading}
        id={headingId}
        tabIndex={-1}
        m={0}
        px={3}
        py={1.5}
        bg="#eef2f5"
        fontSize="13px"
        fontWeight="700"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '-2px' }}
      >
        Unmatched ({orders.length})
      </Box>
      <Box role="status" px={3} fontSize="12px" data-testid="unmatched-note">
        {note !== null ? <Box py={1}>{note}</Box> : null}
      </Box>
      {orders.length > 0 ? (
        <Box as="ul" m={0} p={0} listStyleType="none" fontSize="13px" fontVariantNumeric="tabular-nums">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onChanged={onChanged} onStale={onStale} />
          ))}
        </Box>
      ) : (
        <Box px={3} pb={2} fontSize="13px" color="gray.700">
          You have no unmatched bets here.
        </Box>
      )}
    </Box>
  );
});
