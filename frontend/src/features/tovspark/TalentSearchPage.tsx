import { CHALLENGE_CATEGORIES, REGISTRATION_VISA_TYPES, TALENT_MESSAGE_MAX, TOVSPARK_PAGE_SIZE, type TTalent, type TTalentListQuery } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../api/error-text';
import { notify } from '../../app/notify';
import { Pager, pageCount } from '../../components/Pager';
import { UserText } from '../../components/UserText';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { useContactTalentMutation, useTalentsQuery } from './tovspark-endpoints';

/** The visa types a talent can carry (declared at sign-up or assessed); `other` is no filter. */
const VISA_TYPES = REGISTRATION_VISA_TYPES.filter((v) => v !== 'other');

/**
 * Talent search for companies and admins (spec 002 §7 "Company API"): filters by visa type, skill
 * and text kept in the address, most SparkPoints first; a detail panel and a contact dialog whose
 * message the talent receives by e-mail (their address is never shown).
 */
export default function TalentSearchPage() {
  const { t, i18n } = useTranslation('tovspark');
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: Partial<TTalentListQuery> = {
    page,
    limit: TOVSPARK_PAGE_SIZE,
    visaType: params.get('visaType') || undefined,
    skill: (params.get('skill') || undefined) as TTalentListQuery['skill'],
    search: params.get('search') || undefined,
  };
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [selected, setSelected] = useState<TTalent | null>(null);
  const [contacting, setContacting] = useState<TTalent | null>(null);
  const list = useTalentsQuery(query);
  const data = list.isError ? undefined : list.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <section className="tovspark-talents" data-testid="talent-search">
      <h1>{t('talents.title')}</h1>
      <p className="lead">{t('talents.lead')}</p>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <label className="field">
          <span>{t('talents.filter.search')}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="talent-search-text" />
        </label>
        <label className="field">
          <span>{t('talents.filter.visaType')}</span>
          <select value={params.get('visaType') ?? ''} onChange={(e) => set({ visaType: e.target.value })} data-testid="talent-filter-visa">
            <option value="">{t('talents.filter.all')}</option>
            {VISA_TYPES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('talents.filter.skill')}</span>
          <select value={params.get('skill') ?? ''} onChange={(e) => set({ skill: e.target.value })} data-testid="talent-filter-skill">
            <option value="">{t('talents.filter.all')}</option>
            {CHALLENGE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('talents.filter.apply')}
        </button>
      </form>

      {list.isLoading && <p role="status">{t('common.loading')}</p>}
      {list.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, list.error ?? {}, 'tovspark:talents.failed')}
        </div>
      )}
      {data && (
        <>
          <p className="muted" data-testid="talent-total">
            {t('talents.total', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="empty-state">{t('talents.empty')}</p>
          ) : (
            <div className="table-wrap">
              <table className="responsive-table">
                <thead>
                  <tr>
                    <th scope="col">{t('talents.field.name')}</th>
                    <th scope="col">{t('talents.field.visaType')}</th>
                    <th scope="col" className="num">
                      {t('talents.field.sparkPoints')}
                    </th>
                    <th scope="col" className="num">
                      {t('talents.field.completed')}
                    </th>
                    <th scope="col">{t('talents.field.skills')}</th>
                    <th scope="col">{t('talents.field.availability')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((talent) => (
                    <tr key={talent.id} data-testid="talent-row" data-id={talent.id} className={selected?.id === talent.id ? 'row-me' : undefined}>
                      <th scope="row">
                        <button type="button" className="link-button" onClick={() => setSelected(talent)} data-testid="talent-open">
                          <UserText>{talent.name}</UserText>
                        </button>
                      </th>
                      <td data-label={t('talents.field.visaType')}>{talent.visaType ?? '—'}</td>
                      <td className="num" data-label={t('talents.field.sparkPoints')}>
                        {talent.sparkPoints.toLocaleString()}
                      </td>
                      <td className="num" data-label={t('talents.field.completed')}>
                        {talent.completedChallenges}
                      </td>
                      <td data-label={t('talents.field.skills')}>
                        {talent.keySkills.length > 0 ? talent.keySkills.map((s) => t(`category.${s}`)).join(', ') : '—'}
                      </td>
                      <td data-label={t('talents.field.availability')}>{talent.availability ? t(`talents.availability.${talent.availability}`) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pages} onPage={(p) => set({ page: String(p) })} />
        </>
      )}

      {selected && <TalentPanel talent={selected} onClose={() => setSelected(null)} onContact={() => setContacting(selected)} />}
      {contacting && <ContactDialog talent={contacting} onClose={() => setContacting(null)} />}
    </section>
  );
}

function TalentPanel({ talent, onClose, onContact }: { talent: TTalent; onClose: () => void; onContact: () => void }) {
  const { t } = useTranslation('tovspark');
  const rows: Array<[string, React.ReactNode]> = [
    [t('talents.field.visaType'), talent.visaType ? `${talent.visaType}${talent.visaSource ? ` (${t(`talents.visaSource.${talent.visaSource}`)})` : ''}` : '—'],
    [t('talents.field.visaScore'), talent.visaScore ?? '—'],
    [t('talents.field.sparkPoints'), talent.sparkPoints.toLocaleString()],
    [t('talents.field.completed'), talent.completedChallenges],
    [t('talents.field.skills'), talent.keySkills.length > 0 ? talent.keySkills.map((s) => t(`category.${s}`)).join(', ') : '—'],
    [t('talents.field.experience'), talent.experience === null ? '—' : t('talents.years', { count: talent.experience })],
    [t('talents.field.location'), talent.location ? <UserText>{talent.location}</UserText> : '—'],
    [t('talents.field.availability'), talent.availability ? t(`talents.availability.${talent.availability}`) : '—'],
    [t('talents.field.nationality'), talent.nationality ?? '—'],
  ];
  return (
    <aside className="card talent-panel" aria-labelledby="talent-panel-title" data-testid="talent-panel">
      <div className="row-between">
        <h2 id="talent-panel-title">
          <UserText>{talent.name}</UserText>
        </h2>
        <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="talent-panel-close">
          {t('talents.close')}
        </button>
      </div>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('talents.privacy')}</p>
      <button type="button" className="btn btn-primary" onClick={onContact} data-testid="talent-contact">
        {t('talents.contact.open')}
      </button>
    </aside>
  );
}

function ContactDialog({ talent, onClose }: { talent: TTalent; onClose: () => void }) {
  const { t, i18n } = useTranslation('tovspark');
  const [message, setMessage] = useState('');
  const [contact, { isLoading: busy }] = useContactTalentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // One key per dialog: a double click or a retried request sends one e-mail.
  const [key] = useState(() => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random()}`));
  const send = () => {
    if (!message.trim()) {
      setProblem(t('talents.contact.required'));
      return;
    }
    setProblem(null);
    contact({ talentId: talent.id, message: message.trim(), idempotencyKey: key })
      .unwrap()
      .then(() => {
        notify.success(t('talents.contact.sent', { name: talent.name }));
        onClose();
      })
      .catch((error: unknown) => {
        const shown = shownError(error);
        const text = shown.code === 'TALENT_CONTACT_LIMIT' ? t('talents.contact.limit') : errorText(i18n, shown, 'tovspark:talents.contact.failed');
        setProblem(text);
        notify.error(text);
      });
  };
  return (
    <div className="modal-backdrop" data-testid="contact-dialog-backdrop">
      <div className="card modal" role="dialog" aria-modal="true" aria-labelledby="contact-title" data-testid="contact-dialog">
        <h2 id="contact-title">{t('talents.contact.title', { name: talent.name })}</h2>
        <p className="muted">{t('talents.contact.hint')}</p>
        <label className="field">
          <span>{t('talents.contact.message')}</span>
          <textarea
            rows={6}
            value={message}
            maxLength={TALENT_MESSAGE_MAX}
            onChange={(e) => {
              setMessage(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby="contact-count"
            data-testid="contact-message"
          />
        </label>
        <p id="contact-count" className="muted">
          {t('talents.contact.count', { count: message.length, max: TALENT_MESSAGE_MAX })}
        </p>
        {problem && (
          <p className="field-error" role="alert" data-testid="contact-error">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={send} data-testid="contact-send">
            {t('talents.contact.send')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            {t('talents.contact.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
