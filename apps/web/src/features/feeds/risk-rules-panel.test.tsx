import type { RiskRule } from '@georisk/contract/resources/feeds';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failReply, mockApi, okReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { buildSessionUser } from '../../test/factories';
import { NO_RULES_TEXT, RiskRulesPanel } from './risk-rules-panel';

afterEach(() => vi.unstubAllGlobals());

const buildRiskRule = (keyword: string, riskLevel: string): RiskRule => ({
  riskRule_id: crypto.randomUUID(),
  keyword,
  riskLevel,
  language: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
});

const rulesServer = (rows: RiskRule[], overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'riskRules/list': () => okReply('Keyword rules found', { riskRules: rows, total: rows.length }),
    'riskRules/insert': (body) => {
      rows.push(buildRiskRule(String(body.keyword), String(body.riskLevel)));
      return okReply('Keyword rule added', { riskRules: rows.at(-1) });
    },
    'riskRules/remove': (body) => {
      rows.splice(
        rows.findIndex((row) => row.riskRule_id === body.riskRule_id),
        1,
      );
      return okReply('Keyword rule deleted', { riskRules: buildRiskRule('x', 'Risk') });
    },
    ...overrides,
  });

const renderPanel = () =>
  renderWithProviders(<RiskRulesPanel />, { user: buildSessionUser({ is_admin: true }) });

describe('RiskRulesPanel', () => {
  it('lists the rules with their level badges', async () => {
    rulesServer([buildRiskRule('coup', 'Severe'), buildRiskRule('election', 'Medium Risk')]);
    renderPanel();
    const coup = (await screen.findByRole('cell', { name: 'coup' })).closest('tr')!;
    expect(within(coup).getByText('Severe')).toHaveClass('bg-danger');
    expect(screen.getByRole('cell', { name: 'election' })).toBeInTheDocument();
  });

  it('refuses an empty keyword, then adds one and clears the form', async () => {
    const api = rulesServer([]);
    const view = renderPanel();
    expect(await screen.findByText(NO_RULES_TEXT)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please specify the Keyword');
    expect(api.callsTo('riskRules/insert')).toHaveLength(0);

    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    await view.user.type(keyword, ' blockade ');
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Risk Level' }),
      'High Risk',
    );
    await view.user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByRole('cell', { name: 'blockade' })).toBeInTheDocument();
    expect(api.callsTo('riskRules/insert')[0]?.body).toEqual({
      keyword: 'blockade',
      riskLevel: 'High Risk',
      // A rule of every language unless one is chosen.
      language: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Keyword rule added');
    expect(keyword).toHaveValue('');
  });

  it('shows a duplicate keyword refusal and keeps what was typed', async () => {
    rulesServer([], {
      'riskRules/insert': failReply(409, 'GR409', 'A keyword rule for this word already exists'),
    });
    const view = renderPanel();
    const keyword = await screen.findByRole('textbox', { name: 'Keyword' });
    await view.user.type(keyword, 'coup');
    await view.user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A keyword rule for this word already exists',
    );
    expect(keyword).toHaveValue('coup');
  });

  it('removes a rule', async () => {
    const api = rulesServer([buildRiskRule('coup', 'Severe')]);
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Delete rule coup' }));
    expect(await screen.findByText(NO_RULES_TEXT)).toBeInTheDocument();
    expect(api.callsTo('riskRules/remove')[0]?.body).toMatchObject({ is_deleted: true });
  });
});
