import { attachmentDisposition } from '../../src';

describe('the download of a report export', () => {
  it('names the file in UTF-8 with an ASCII fallback, so a Korean title survives every browser', () => {
    expect(attachmentDisposition('직원 현황-2026-11-29.xlsx')).toBe(
      `attachment; filename="__ __-2026-11-29.xlsx"; filename*=UTF-8''%EC%A7%81%EC%9B%90%20%ED%98%84%ED%99%A9-2026-11-29.xlsx`,
    );
    expect(attachmentDisposition(`a "quoted" (name)'s.csv`)).toBe(
      `attachment; filename="a _quoted_ (name)'s.csv"; filename*=UTF-8''a%20%22quoted%22%20%28name%29%27s.csv`,
    );
  });
});
