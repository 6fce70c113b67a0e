import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { RulesModal } from './RulesModal.js';
import { RulesPage } from './RulesPage.js';
import { toRulesEntries, type RulesEntry } from './rules.js';

const RULES: RulesEntry[] = [
  {
    sportName: 'General',
    rules: [
      {
        category: 'Void bets',
        description: [
          { text: 'Bets are void if the match is abandoned.', color: 'red' },
          { text: 'The market rule applies where it exists.', color: 'black' },
          { text: 'Void stakes are returned.', color: null },
        ],
      },
      { category: 'Results', description: [{ text: 'Result queries within 7 days.', color: null }] },
    ],
  },
  {
    sportName: 'Football',
    rules: [
      {
        category: 'Match odds',
        description: [{ text: '<b>Void</b> if not played within 48 hours.', color: 'red' }],
      },
    ],
  },
];

function setup(ui: 'modal' | 'page' = 'modal') {
  const testHost = createTestHost();
  testHost.server.on('GET', '/rules', ok(RULES));
  const onClose = jest.fn<void, []>();
  const view = renderWithHost(ui === 'modal' ? <RulesModal open onClose={onClose} /> : <RulesPage />, { testHost });
  return { ...view, onClose, user: userEvent.setup({ delay: null }) };
}

const line = (text: string) => screen.getByText(text).closest('td');

describe('toRulesEntries', () => {
  it('keeps well-formed entries and treats unknown colours as plain', () => {
    expect(
      toRulesEntries([
        {
          sportName: 'Tennis',
          rules: [{ category: 'Retirement', description: [{ text: 'a', color: 'green' }, { nope: 1 }] }],
        },
        { rules: [] },
        'junk',
      ]),
    ).toEqual([
      { sportName: 'Tennis', rules: [{ category: 'Retirement', description: [{ text: 'a', color: null }] }] },
    ]);
    expect(toRulesEntries({ not: 'a list' })).toEqual([]);
  });
});

describe('RulesModal', () => {
  it('shows the title, an English-only language dropdown and the first sport selected', async () => {
    setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rules')).toBeInTheDocument();

    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English']);
    expect(language).toHaveValue('en');

    const general = await within(dialog).findByRole('tab', { name: 'General' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByRole('tablist', { name: 'Sports' })).toBeInTheDocument();

    expect(within(dialog).getByRole('columnheader', { name: 'Void bets' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Results' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('table')).toHaveLength(2);
  });

  it('colours each line red, black or plain as the server says', async () => {
    setup();
    await screen.findByText('Bets are void if the match is abandoned.');

    expect(line('Bets are void if the match is abandoned.')).toHaveAttribute('data-color', 'red');
    expect(line('The market rule applies where it exists.')).toHaveAttribute('data-color', 'black');
    expect(line('Void stakes are returned.')).toHaveAttribute('data-color', 'plain');
    expect(line('Bets are void if the match is abandoned.')).toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
    expect(line('The market rule applies where it exists.')).toHaveStyle({ color: 'var(--chakra-colors-black)' });
    expect(line('Void stakes are returned.')).not.toHaveStyle({ color: 'var(--chakra-colors-red-600)' });
  });

  it('switches sports and renders server text as text, never as HTML', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Football' }));

    expect(screen.getByRole('tab', { name: 'Football' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('columnheader', { name: 'Match odds' })).toBeInTheDocument();
    // The previous sport's tables leave once its panel has finished closing.
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Void bets' })).not.toBeInTheDocument());

    const cell = line('<b>Void</b> if not played within 48 hours.');
    expect(cell).toHaveAttribute('data-color', 'red');
    expect(cell?.querySelector('b')).toBeNull();
  });

  it('closes with the red Close button in the footer', async () => {
    const { user, onClose } = setup();
    await screen.findByRole('tab', { name: 'General' });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and loads nothing while closed', () => {
    const testHost = createTestHost();
    renderWithHost(<RulesModal open={false} onClose={() => undefined} />, { testHost });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(testHost.server.requests).toHaveLength(0);
  });
});

describe('RulesPage', () => {
  it('shows the same view on /rules', async () => {
    setup('page');
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading rules' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('status', { name: 'Loading rules' })).not.toBeInTheDocument();
  });

  it('offers a retry when the rules cannot be loaded', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/rules', fail(500, 'Try later'));
    renderWithHost(<RulesPage />, { testHost });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('The rules could not be loaded.')).toBeInTheDocument();
    testHost.server.on('GET', '/rules', ok(RULES));
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true'));
  });
});
