import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ButtonType } from '@backlay/shared/api';
import { fail, ok, type FakeRequest } from '@backlay/shared/testing';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { ButtonValuesModal } from './ButtonValuesModal.js';
import { ButtonValuesPage } from './ButtonValuesPage.js';
import { NO_PAIRS, VALUE_PROBLEM, DUPLICATE_LABEL, rowsFromValue, validateRows } from './buttonValues.js';

const STORED: Record<ButtonType, { id: string; value: string }> = {
  Match: { id: '11111111-1111-4111-8111-111111111111', value: JSON.stringify({ '100': 100, '500': 500, '1k': 1000 }) },
  Casino: { id: '22222222-2222-4222-8222-222222222222', value: JSON.stringify({ '25': 25, '50': 50 }) },
};

function answer(testHost: TestHost) {
  testHost.server.on('GET', '/button', (req: FakeRequest) => {
    const type = req.query.get('type') === 'Casino' ? 'Casino' : 'Match';
    return ok({ id: STORED[type].id, type, value: STORED[type].value });
  });
  testHost.server.on('POST', '/button/insert', (req: FakeRequest) => {
    const body = req.body as { id: string; type: ButtonType; value: Record<string, number> };
    return ok({ id: body.id, type: body.type, value: JSON.stringify(body.value) }, 'Button values updated.');
  });
}

function renderModal() {
  const testHost = createTestHost();
  answer(testHost);
  const onClose = jest.fn<void, []>();
  const view = renderWithHost(<ButtonValuesModal open onClose={onClose} />, { testHost });
  return { ...view, onClose, user: userEvent.setup({ delay: null }) };
}

const label = (n: number) => screen.getByRole('textbox', { name: `Price Label ${n}` });
const value = (n: number) => screen.getByRole('spinbutton', { name: `Price Value ${n}` });

async function loaded(firstLabel: string) {
  await waitFor(() => expect(label(1)).toHaveValue(firstLabel));
}

describe('button value rules', () => {
  it('pads the stored pairs to 8 rows and survives bad text', () => {
    const rows = rowsFromValue('{"1k":1000,"5k":"5000"}');
    expect(rows).toHaveLength(8);
    expect(rows.slice(0, 3)).toEqual([
      { label: '1k', value: '1000' },
      { label: '5k', value: '5000' },
      { label: '', value: '' },
    ]);
    expect(rowsFromValue('not json')).toEqual(Array.from({ length: 8 }, () => ({ label: '', value: '' })));
  });

  it('drops incomplete rows and checks the rest like the API', () => {
    const result = validateRows([
      { label: ' 1k ', value: '1000' },
      { label: 'half', value: '' },
      { label: '', value: '300' },
      { label: '1k', value: '2000' },
      { label: 'x'.repeat(21), value: '5' },
      { label: 'big', value: '10000001' },
      { label: 'frac', value: '2.5' },
      { label: 'max', value: '10000000' },
    ]);
    expect(result.valid).toBe(false);
    expect(result.rows).toEqual([
      {},
      {},
      {},
      { label: DUPLICATE_LABEL },
      { label: 'Label must be at most 20 characters.' },
      { value: VALUE_PROBLEM },
      { value: VALUE_PROBLEM },
      {},
    ]);
    expect(validateRows([{ label: 'a', value: '' }]).form).toBe(NO_PAIRS);
    expect(
      validateRows([
        { label: 'a', value: '1' },
        { label: 'b', value: '2' },
      ]),
    ).toEqual({
      rows: [{}, {}],
      pairs: { a: 1, b: 2 },
      valid: true,
    });
  });
});

describe('ButtonValuesModal', () => {
  it('renders nothing while closed', () => {
    const testHost = createTestHost();
    answer(testHost);
    renderWithHost(<ButtonValuesModal open={false} onClose={() => undefined} />, { testHost });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(testHost.server.requests).toHaveLength(0);
  });

  it('shows a loading overlay, then the Game Buttons as 8 rows padded with empty ones', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/button', { hold: true });
    renderWithHost(<ButtonValuesModal open onClose={() => undefined} />, { testHost });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set Button Values')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Game Buttons' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Casino Buttons' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Loading Game Buttons' })).toBeInTheDocument();

    testHost.server.held('GET', '/button').release(200, { statusCode: 200, data: { ...STORED.Match, type: 'Match' } });

    await loaded('100');
    expect(screen.queryByRole('status', { name: 'Loading Game Buttons' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Price Label/ })).toHaveLength(8);
    expect(screen.getAllByRole('spinbutton', { name: /^Price Value/ })).toHaveLength(8);
    expect([1, 2, 3, 4].map((n) => [label(n), value(n)].map((input) => (input as HTMLInputElement).value))).toEqual([
      ['100', '100'],
      ['500', '500'],
      ['1k', '1000'],
      ['', ''],
    ]);
    expect(testHost.server.calls('GET', '/button').map((r) => r.query.get('type'))).toEqual(['Match']);
  });

  it('drops incomplete rows on Update, posts only complete pairs, refreshes the profile and closes', async () => {
    const { user, server, onClose, refreshProfile, httpToast } = renderModal();
    await loaded('100');

    await user.clear(value(2)); // "500" loses its value: dropped
    await user.type(label(4), '2k');
    await user.type(value(4), '2000');
    await user.type(label(5), 'label only'); // no value: dropped
    await user.type(value(6), '700'); // no label: dropped
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.calls('POST', '/button/insert').map((r) => r.body)).toEqual([
      { id: STORED.Match.id, type: 'Match', value: { '100': 100, '1k': 1000, '2k': 2000 } },
    ]);
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(httpToast).toHaveBeenCalledWith('Button values updated.', 'success', 1500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows validation errors in red only once touched, and sends nothing while they stand', async () => {
    const { user, server, onClose } = renderModal();
    await loaded('100');

    await user.clear(label(2));
    await user.type(label(2), '100');
    expect(screen.queryByText(DUPLICATE_LABEL)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(DUPLICATE_LABEL)).toBeInTheDocument();
    expect(label(2)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(value(3));
    await user.type(value(3), '0');
    // Not blurred yet: still quiet.
    expect(screen.queryByText(VALUE_PROBLEM)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText(VALUE_PROBLEM)).toBeInTheDocument();
    expect(value(3)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/button/insert')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for at least one pair when every row is incomplete', async () => {
    const { user, server } = renderModal();
    await loaded('100');
    for (const n of [1, 2, 3]) await user.clear(value(n));

    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText(NO_PAIRS)).toBeInTheDocument();
    expect(server.calls('POST', '/button/insert')).toHaveLength(0);
  });

  it('keeps the modal open when the server refuses the values', async () => {
    const { user, server, onClose, refreshProfile } = renderModal();
    server.on('POST', '/button/insert', fail(400, 'Button label "<b>" contains characters that are not allowed.'));
    await loaded('100');

    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(server.calls('POST', '/button/insert')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('loads and updates the Casino Buttons in their own tab', async () => {
    const { user, server } = renderModal();
    await loaded('100');

    await user.click(screen.getByRole('tab', { name: 'Casino Buttons' }));
    const casino = await screen.findByRole('form', { name: 'Casino Buttons' });
    await waitFor(() => expect(within(casino).getByRole('textbox', { name: 'Price Label 1' })).toHaveValue('25'));
    await user.type(within(casino).getByRole('textbox', { name: 'Price Label 3' }), 'ton');
    await user.type(within(casino).getByRole('spinbutton', { name: 'Price Value 3' }), '100');
    await user.click(within(casino).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(server.calls('POST', '/button/insert')).toHaveLength(1));
    expect(server.calls('POST', '/button/insert')[0]?.body).toEqual({
      id: STORED.Casino.id,
      type: 'Casino',
      value: { '25': 25, '50': 50, ton: 100 },
    });
    expect(server.calls('GET', '/button').map((r) => r.query.get('type'))).toEqual(['Match', 'Casino']);
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderModal();
    await loaded('100');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ButtonValuesPage', () => {
  it('renders the same form on /change-btn-value and stays on the page after Update', async () => {
    const testHost = createTestHost();
    answer(testHost);
    renderWithHost(<ButtonValuesPage />, { testHost, path: '/change-btn-value' });
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('heading', { name: 'Set Button Values' })).toBeInTheDocument();
    await loaded('100');
    await user.type(label(4), '9k');
    await user.type(value(4), '9000');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(testHost.refreshProfile).toHaveBeenCalledTimes(1));
    expect(testHost.server.calls('POST', '/button/insert')[0]?.body).toEqual({
      id: STORED.Match.id,
      type: 'Match',
      value: { '100': 100, '500': 500, '1k': 1000, '9k': 9000 },
    });
    expect(label(4)).toHaveValue('9k');
  });

  it('offers a retry when the values cannot be loaded', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/button', fail(500, 'Database unavailable'));
    renderWithHost(<ButtonValuesPage />, { testHost });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('The button values could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    answer(testHost);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded('100');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
