import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DOCUMENT_NAMES, ROADMAP_STEP_NAMES, type TServiceRoadmapStep } from '@tov/contracts';
import { useDocumentName, useRoadmapStepName } from '../../src/features/specialist/use-names';
import { StepName } from '../../src/features/visa/ServiceDetailPage';
import proEn from '../../src/features/specialist/locales/en.json';
import visaEn from '../../src/features/visa/locales/en.json';
import visaJa from '../../src/features/visa/locales/ja.json';
import visaKo from '../../src/features/visa/locales/ko.json';
import visaZh from '../../src/features/visa/locales/zh.json';
import { testI18n } from '../utils';

/**
 * Issue 24 item 13: the expert and the client read one name for the same roadmap step, in every
 * language ("Residence card" on one side was "Alien registration card" on the other).
 */
const LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
const VISA = { ko: visaKo, en: visaEn, zh: visaZh, ja: visaJa };

/** Every step a roadmap can hold: one per document of the checklist, then the steps after the documents. */
const STEPS: Array<Pick<TServiceRoadmapStep, 'kind' | 'key' | 'title'>> = [
  ...Object.keys(DOCUMENT_NAMES).map((key) => ({ kind: 'document' as const, key, title: key })),
  { kind: 'submission', key: 'submission', title: 'E-7 신규 신청서 제출' },
  { kind: 'result', key: 'result', title: 'E-7 신규 심사 결과 확인' },
];

function ProNames({ onNames }: { onNames(names: Array<string | null>): void }) {
  const stepName = useRoadmapStepName();
  const documentName = useDocumentName();
  onNames(STEPS.map((s) => (s.kind === 'document' ? documentName(s.key) : stepName(s))));
  return null;
}

function namesOnBothSides(lng: string): { pro: Array<string | null>; client: Array<string | null> } {
  const i18n = testI18n(lng);
  let pro: Array<string | null> = [];
  render(
    <I18nextProvider i18n={i18n}>
      <ProNames onNames={(names) => (pro = names)} />
    </I18nextProvider>,
  );
  const client = STEPS.map((step) => {
    const { container, unmount } = render(
      <I18nextProvider i18n={i18n}>
        <StepName step={step} />
      </I18nextProvider>,
    );
    const text = container.textContent;
    unmount();
    return text;
  });
  return { pro, client };
}

describe('roadmap step names', () => {
  it.each(LANGUAGES)('the expert and the client name every step alike (%s)', (lng) => {
    const { pro, client } = namesOnBothSides(lng);
    expect(pro).toEqual(client);
    // Named, not the service's fallback title.
    expect(pro.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(client[STEPS.findIndex((s) => s.key === 'ALIEN_REGISTRATION_CARD')]).toBe(DOCUMENT_NAMES.ALIEN_REGISTRATION_CARD[lng]);
    expect(client[STEPS.findIndex((s) => s.key === 'submission')]).toBe(ROADMAP_STEP_NAMES.submission[lng]);
  });

  it.each(LANGUAGES)('the applicant’s checklist names each document as the roadmap does (%s)', (lng) => {
    const options = VISA[lng].visa.o as Record<string, string>;
    const differing = Object.entries(DOCUMENT_NAMES)
      .filter(([code]) => code in options)
      .filter(([code, names]) => options[code] !== names[lng])
      .map(([code, names]) => `${code}: "${options[code]}" in the checklist, "${names[lng]}" on the roadmap`);
    expect(differing).toEqual([]);
    expect(options.CAREER_CERTIFICATE).toBe(DOCUMENT_NAMES.CAREER_CERTIFICATE[lng]);
  });

  it('the expert’s workspace keeps no second copy of the document or step names', () => {
    expect(proEn).not.toHaveProperty('documents');
    expect(proEn).not.toHaveProperty('stepKeys');
  });
});
