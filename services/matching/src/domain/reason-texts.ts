import type { TLocalizedText } from '@tov/contracts';
import { languageName } from './languages';

type Language = keyof TLocalizedText;
const LANGUAGES: readonly Language[] = ['ko', 'en', 'zh', 'ja'];

/** One text built per interface language. */
const each = (build: (language: Language) => string): TLocalizedText => Object.fromEntries(LANGUAGES.map((l) => [l, build(l)])) as TLocalizedText;

const FIELD: Record<string, TLocalizedText> = {
  administrative: { ko: '행정', en: 'administrative', zh: '行政', ja: '行政' },
  language: { ko: '언어', en: 'language', zh: '语言', ja: '語学' },
  culture: { ko: '문화', en: 'culture', zh: '文化', ja: '文化' },
  psychology: { ko: '심리', en: 'psychology', zh: '心理', ja: '心理' },
};

const years = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const list = (language: Language, names: string[]) => names.join(language === 'zh' || language === 'ja' ? '、' : ', ');

/** Why a specialist fits a request, in the four interface languages (shown on each candidate). */
export const reasonTexts = {
  administrative: (): TLocalizedText => ({
    ko: '비자 행정 업무를 전문으로 하는 행정 전문가',
    en: 'An administrative specialist whose work is visa procedures',
    zh: '专门办理签证行政业务的行政专家',
    ja: 'ビザ手続きを専門とする行政の専門家',
  }),
  secondaryField: (field: string, visaType: string): TLocalizedText => {
    const name = FIELD[field] ?? each(() => field);
    return {
      ko: `${name.ko} 분야 전문가로 ${visaType} 비자 준비를 도울 수 있음`,
      en: `A ${name.en} specialist who can help prepare a ${visaType} visa`,
      zh: `${name.zh}领域专家，可协助准备 ${visaType} 签证`,
      ja: `${name.ja}分野の専門家として ${visaType} ビザの準備を手伝えます`,
    };
  },
  visaType: (visaType: string): TLocalizedText => ({
    ko: `${visaType} 비자 업무 지원 가능`,
    en: `Handles ${visaType} visas`,
    zh: `可办理 ${visaType} 签证业务`,
    ja: `${visaType} ビザの手続きに対応`,
  }),
  languages: (codes: string[]): TLocalizedText => ({
    ko: `요청하신 언어(${list(
      'ko',
      codes.map((c) => languageName(c, 'ko')),
    )})로 상담 가능`,
    en: `Consults in the languages you asked for (${list(
      'en',
      codes.map((c) => languageName(c, 'en')),
    )})`,
    zh: `可用您要求的语言（${list(
      'zh',
      codes.map((c) => languageName(c, 'zh')),
    )}）咨询`,
    ja: `ご希望の言語（${list(
      'ja',
      codes.map((c) => languageName(c, 'ja')),
    )}）で相談できます`,
  }),
  newExpert: (rating: number): TLocalizedText => ({
    ko: `신규 전문가 (기본 평점 ${rating.toFixed(1)})`,
    en: `New expert (starting rating ${rating.toFixed(1)})`,
    zh: `新专家（初始评分 ${rating.toFixed(1)}）`,
    ja: `新しい専門家（初期評価 ${rating.toFixed(1)}）`,
  }),
  rating: (rating: number, reviews: number): TLocalizedText => ({
    ko: `평점 ${rating.toFixed(1)} (후기 ${reviews}건)`,
    en: `Rated ${rating.toFixed(1)} (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`,
    zh: `评分 ${rating.toFixed(1)}（${reviews} 条评价）`,
    ja: `評価 ${rating.toFixed(1)}（レビュー ${reviews} 件）`,
  }),
  free: (urgent: boolean): TLocalizedText =>
    urgent
      ? {
          ko: '진행 중인 상담이 없어 긴급 요청에 바로 응대 가능',
          en: 'No cases in progress: can take an urgent request now',
          zh: '目前没有进行中的咨询，可立即处理紧急请求',
          ja: '進行中の相談がなく、急ぎの依頼にすぐ対応できます',
        }
      : {
          ko: '진행 중인 상담이 없어 바로 응대 가능',
          en: 'No cases in progress: can start now',
          zh: '目前没有进行中的咨询，可立即开始',
          ja: '進行中の相談がなく、すぐに対応できます',
        },
  lightLoad: (active: number): TLocalizedText => ({
    ko: `진행 중인 상담 ${active}건으로 여유 있음`,
    en: `Only ${active} ${active === 1 ? 'case' : 'cases'} in progress`,
    zh: `进行中的咨询仅 ${active} 件，时间充裕`,
    ja: `進行中の相談は ${active} 件で余裕があります`,
  }),
  experience: (n: number): TLocalizedText => ({
    ko: `경력 ${years(n)}년`,
    en: `${years(n)} ${n === 1 ? 'year' : 'years'} of experience`,
    zh: `${years(n)} 年经验`,
    ja: `経験 ${years(n)} 年`,
  }),
};
