import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialistApi } from '../../src/api/specialist-api';
import { visaApi } from '../../src/api/visa-api';
import { ConfirmButton } from '../../src/components/ConfirmDialog';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import HistoryPage from '../../src/features/visa/HistoryPage';
import { anAssessment } from '../fixtures/assessment';
import { roadmap, service, SERVICE_ID } from '../fixtures/specialist';
import { renderElement, renderRoutes } from '../utils';

/** Issue 24 item 12: one accessible confirmation for every destructive action (components/ConfirmDialog.tsx). */
afterEach(() => jest.restoreAllMocks());

const text = {
  title: 'Close “Robots”?',
  message: 'Participants can no longer hand in work.',
  confirmLabel: 'Close the challenge',
  cancelLabel: 'Keep it open',
};

function button(onConfirm: () => void) {
  return renderElement(
    <>
      <ConfirmButton className="btn" label="Close" testId="trigger" confirm={text} onConfirm={onConfirm} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

describe('the confirmation', () => {
  it('is a modal alert dialog named by its question and described by what happens, with the way back focused', async () => {
    const act = jest.fn();
    button(act);
    const user = userEvent.setup();
    expect(screen.getByTestId('trigger')).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByTestId('trigger'));
    const dialog = screen.getByRole('alertdialog', { name: 'Close “Robots”?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Participants can no longer hand in work.');
    expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    expect(act).not.toHaveBeenCalled();
  });

  it('keeps the focus inside while open, and Escape closes it, acting on nothing and giving the focus back', async () => {
    const act = jest.fn();
    button(act);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('trigger'));
    const dialog = screen.getByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close the challenge' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close the challenge' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('trigger')).toHaveFocus();
    expect(act).not.toHaveBeenCalled();
  });

  it('acts once, on its own button only', async () => {
    const act = jest.fn();
    button(act);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('trigger'));
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(act).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('trigger'));
    await user.click(screen.getByRole('button', { name: 'Close the challenge' }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('destructive actions that now ask', () => {
  it('asks before deleting an assessment from the history (ja)', async () => {
    const assessment = anAssessment({ assessmentId: 'a-1', visaType: 'E-7' });
    jest.spyOn(visaApi, 'history').mockResolvedValue({ evaluations: [assessment], page: 1, limit: 20, total: 1 });
    const remove = jest.spyOn(visaApi, 'remove').mockResolvedValue();
    const user = userEvent.setup();
    renderRoutes([{ path: '/visa/history', element: <HistoryPage /> }], { path: '/visa/history', lng: 'ja' });
    await user.click(await screen.findByTestId('delete-a-1'));
    const ask = screen.getByRole('alertdialog', { name: 'この診断を削除しますか？' });
    expect(ask).toHaveAccessibleDescription(/E-7 の診断が履歴と比較から削除されます/);
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: '診断を削除する' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('a-1'));
  });

  it('asks before rebuilding a roadmap (its open steps may go), not before the first one', async () => {
    jest.spyOn(specialistApi, 'roadmap').mockResolvedValue(roadmap());
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const assign = jest.spyOn(specialistApi, 'assignRoadmap').mockResolvedValue(roadmap());
    const user = userEvent.setup();
    renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path: `/pro/roadmaps/${SERVICE_ID}`, lng: 'en' });
    await user.click(await screen.findByTestId('assign-roadmap'));
    const ask = screen.getByRole('alertdialog', { name: 'Rebuild the roadmap?' });
    expect(ask).toHaveAccessibleDescription(/open steps the new template does not have are removed/);
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Rebuild the roadmap' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SERVICE_ID, { applicationType: 'new', targetDate: null }));
  });
});
