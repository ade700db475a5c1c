import { useState } from 'react';
import { OCCUPATIONS } from '@tov/contracts/occupation-list';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldControl } from '../../src/features/visa/FieldControl';
import { occupationOptions } from '../../src/components/OccupationPicker';
import { VISA_FORMS, visibleSteps, type FieldDef } from '../../src/features/visa/forms/definitions';
import { buildUserData } from '../../src/features/visa/forms/form-logic';
import visaEn from '../../src/features/visa/locales/en.json';
import visaJa from '../../src/features/visa/locales/ja.json';
import visaKo from '../../src/features/visa/locales/ko.json';
import visaZh from '../../src/features/visa/locales/zh.json';
import { renderElement } from '../utils';

/** Issue 21 §3: the E-7 job is picked from the official occupation list (combobox pattern), or typed when not in it. */
const jobField = (): FieldDef =>
  visibleSteps(VISA_FORMS['E-7']!, 'NEW', { jobCategory: 'E-7-3' })
    .flatMap((s) => s.fields)
    .find((f) => f.name === 'specificJob')!;

function Harness({ subType, initial = '', seen }: { subType: string; initial?: string; seen: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FieldControl
        field={jobField()}
        value={value}
        subType={subType}
        onChange={(v) => {
          setValue(String(v));
          seen(String(v));
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

function setup(subType = 'E-7-3', lng = 'en', initial?: string) {
  const seen = jest.fn();
  renderElement(<Harness subType={subType} initial={initial} seen={seen} />, { lng });
  return { seen, user: userEvent.setup(), input: screen.getByRole('combobox') };
}

describe('the E-7 occupation picker', () => {
  it('is one searchable field of the E-7 job step, reading the sub-type from jobCategory', () => {
    expect(jobField()).toMatchObject({ type: 'occupation', required: true, subtypeFrom: 'jobCategory', codeField: 'specificJobCode' });
  });

  it('is a labelled combobox that owns a listbox, closed until used', () => {
    const { input } = setup();
    expect(input).toHaveAccessibleName('Specific job');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
  });

  it('finds "Shipbuilding welder" and picks it with the arrow keys and Enter', async () => {
    const { input, user, seen } = setup();
    await user.type(input, 'Shipbuilding welder');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Official E-7 occupations' });
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('7430 Shipbuilding welder E-7-3');
    // The last option keeps the text as typed.
    expect(options[options.length - 1]).toHaveTextContent('Not in the list: use "Shipbuilding welder"');
    expect(screen.getByRole('status')).toHaveTextContent('Occupations found: 1');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(seen).toHaveBeenLastCalledWith('7430');
    expect(input).toHaveValue('7430 · Shipbuilding welder');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('status')).toHaveTextContent('Official occupation (E-7-3)');
  });

  it('lists only the chosen sub-type: the hotel receptionist is under E-7-2', async () => {
    const three = setup('E-7-3');
    await three.user.type(three.input, 'Hotel front desk clerk');
    expect(screen.queryAllByRole('option').filter((o) => o.dataset.code)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No official occupation matches.');
  });

  it('finds the hotel front desk clerk under E-7-2 and picks it with the mouse', async () => {
    const { input, user, seen } = setup('E-7-2');
    await user.type(input, 'hotel front desk clerk');
    await user.click(screen.getByRole('option', { name: /3922 Hotel receptionist/ }));
    expect(seen).toHaveBeenLastCalledWith('3922');
    expect(input).toHaveValue('3922 · Hotel receptionist');
  });

  it('searches by code and by the Korean name, and shows names in the interface language', async () => {
    const { input, user } = setup('E-7-3', 'ko');
    await user.type(input, '조선용접');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('7430 조선 용접공 E-7-3');
    await user.clear(input);
    await user.type(input, '7521');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('7521 항공기 정비원');
  });

  it('wraps round with the arrows, Escape closes and a second Escape clears', async () => {
    const { input, user, seen } = setup('E-7-3');
    await user.click(input);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(10);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[9]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'x');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it('keeps a job that is not in the list as typed ("not in the list")', async () => {
    const { input, user, seen } = setup('E-7-3');
    await user.type(input, 'Boat builder');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(seen).toHaveBeenLastCalledWith('Boat builder');
    expect(input).toHaveValue('Boat builder');
    expect(screen.getByRole('status')).toHaveTextContent('Typed as a job not in the list');
    // Tab leaves the field with the text kept.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(input).toHaveValue('Boat builder');
  });

  it('shows a restored code with its name', () => {
    const { input } = setup('E-7-2', 'ja', '3922');
    expect(input).toHaveValue('3922 · ホテル受付事務員');
  });

  it('searches the name in the interface language too (zh)', () => {
    const labels: Record<string, string> = { '7430': '造船焊工' };
    const options = occupationOptions('焊工', 'E-7-3', (o) => labels[o.code] ?? o.nameEn);
    expect(options.map((o) => (o.kind === 'occupation' ? o.occupation.code : 'free'))).toEqual(['7430', 'free']);
  });
});

describe('the E-7 job in the request', () => {
  const def = VISA_FORMS['E-7']!;
  it('sends a picked code as specificJob and specificJobCode', () => {
    expect(buildUserData(def, 'NEW', { jobCategory: 'E-7-3', specificJob: '7430' })).toMatchObject({ specificJob: '7430', specificJobCode: '7430' });
  });

  it('sends free text alone, for the assessment to match against the list', () => {
    const data = buildUserData(def, 'NEW', { jobCategory: 'E-7-3', specificJob: 'Shipbuilding welder' });
    expect(data).toMatchObject({ specificJob: 'Shipbuilding welder' });
    expect(data).not.toHaveProperty('specificJobCode');
  });
});

describe('the occupation names', () => {
  const locales = { ko: visaKo, en: visaEn, zh: visaZh, ja: visaJa };
  it.each(['ko', 'en', 'zh', 'ja'] as const)("of the form (%s) are the official list's", (lng) => {
    const key = { ko: 'nameKo', en: 'nameEn', zh: 'nameZh', ja: 'nameJa' } as const;
    const o = locales[lng].visa.o as Record<string, string>;
    // E-7-4 entries are fields: the form names the field, the list the skilled worker in it.
    const differ = OCCUPATIONS.filter((occ) => occ.subType !== 'E-7-4' && o[occ.code] !== occ[key[lng]]).map((occ) => occ.code);
    expect(differ).toEqual([]);
  });
});

describe('the occupation picker across languages', () => {
  it('names the picked occupation again when the interface changes language', async () => {
    const seen = jest.fn();
    const { i18n } = renderElement(<Harness subType="E-7-3" initial="7430" seen={seen} />, { lng: 'ko' });
    expect(screen.getByRole('combobox')).toHaveValue('7430 · 조선 용접공');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('combobox')).toHaveValue('7430 · Shipbuilding welder');
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('the occupation picker in a long list', () => {
  it('keeps the active option in sight', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    const { input, user } = setup('E-7-1');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')).toHaveLength(61);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scroll.mock.contexts.at(-1)).toHaveAttribute('data-code', 'S2855');
  });
});
