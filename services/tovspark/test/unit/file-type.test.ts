import { attachmentDisposition, cleanFileName } from '@tov/kit';
import { decideFileType, looksLikeText, sniffType } from '../../src/domain/file-type';

const hex = (h: string) => Buffer.from(h, 'hex');

describe('sniffType: the type from the first bytes', () => {
  it.each([
    ['%PDF-1.7', 'application/pdf'],
    ['\x89PNG\r\n\x1a\n....', 'image/png'],
    ['GIF89a..', 'image/gif'],
    ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['PK\x03\x04....', 'application/zip'],
    ['PK\x05\x06', 'application/zip'],
    ['hello\n', 'text'],
  ])('%j is %s', (start, type) => {
    expect(sniffType(Buffer.from(start, 'latin1'), true)).toBe(type);
  });

  it('knows a JPEG, refuses an executable, an image with a NUL and invalid UTF-8', () => {
    expect(sniffType(hex('ffd8ffe000104a464946'), true)).toBe('image/jpeg');
    expect(sniffType(Buffer.from('MZ\x90\x00', 'latin1'), true)).toBeNull();
    expect(sniffType(Buffer.from('text\x00with a nul'), true)).toBeNull();
    expect(sniffType(hex('c328'), true)).toBeNull();
    expect(sniffType(Buffer.alloc(0), true)).toBeNull();
  });

  it('text: UTF-8 with a BOM, tabs and CRLF passes; a sequence cut by the sample end passes only when the file goes on', () => {
    expect(looksLikeText(Buffer.from('\ufeff제목\tvalue\r\n'), true)).toBe(true);
    const cut = Buffer.from('가').subarray(0, 2);
    expect(looksLikeText(cut, false)).toBe(true);
    expect(looksLikeText(cut, true)).toBe(false);
    expect(looksLikeText(hex('eda080'), true)).toBe(false); // a surrogate
    expect(looksLikeText(hex('c0af'), true)).toBe(false); // overlong '/'
  });
});

describe('decideFileType', () => {
  const pdf = Buffer.from('%PDF-1.4 ...');
  it('accepts bytes that match the declared type and name', () => {
    expect(decideFileType('application/pdf', 'a.pdf', pdf, true)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(decideFileType('text/markdown; charset=utf-8', 'README.md', Buffer.from('# hi'), true)).toEqual({ ok: true, contentType: 'text/markdown' });
    expect(decideFileType('text/plain', 'notes.md', Buffer.from('# hi'), true)).toEqual({ ok: true, contentType: 'text/plain' });
    expect(decideFileType('', 'notes.txt', Buffer.from('hi'), true)).toEqual({ ok: true, contentType: 'text/plain' });
    expect(decideFileType('application/octet-stream', 'a.pdf', pdf, true)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(decideFileType('application/pdf', 'no-extension', pdf, true)).toEqual({ ok: true, contentType: 'application/pdf' });
  });

  it('a declared type off the list is FILE_TYPE_NOT_ALLOWED; a lie of the bytes or the name is FILE_TYPE_MISMATCH', () => {
    expect(decideFileType('image/svg+xml', 'a.svg', Buffer.from('<svg/>'), true)).toEqual({ ok: false, code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(decideFileType('application/octet-stream', 'a.exe', Buffer.from('MZ'), true)).toEqual({ ok: false, code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(decideFileType('image/png', 'a.png', pdf, true)).toEqual({ ok: false, code: 'FILE_TYPE_MISMATCH' });
    expect(decideFileType('text/plain', 'a.txt', pdf, true)).toEqual({ ok: false, code: 'FILE_TYPE_MISMATCH' });
    expect(decideFileType('application/pdf', 'a.png', pdf, true)).toEqual({ ok: false, code: 'FILE_TYPE_MISMATCH' });
    expect(decideFileType('application/zip', 'a.zip', Buffer.from('MZ\x90\x00', 'latin1'), true)).toEqual({ ok: false, code: 'FILE_TYPE_MISMATCH' });
  });
});

describe('file names', () => {
  it('keeps the last path segment without control or path characters, at most 255 characters with the extension', () => {
    expect(cleanFileName('C:\\Users\\me\\설계 문서.pdf')).toBe('설계 문서.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n"c".txt')).toBe('abc.txt');
    expect(cleanFileName('...hidden')).toBe('hidden');
    expect(cleanFileName('')).toBe('file');
    const long = cleanFileName(`${'x'.repeat(400)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it.each([
    ['U+202E right-to-left override', 'cod\u202Eexe.doc', 'codexe.doc'],
    ['U+202E hiding an .exe behind a .pdf', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['U+202A-U+202D embeddings and overrides', '\u202Aa\u202Bb\u202Cc\u202Dd.txt', 'abcd.txt'],
    ['U+2066-U+2069 isolates', '\u2066report\u2067\u2068.pdf\u2069', 'report.pdf'],
    ['U+200E and U+200F marks', 'a\u200Eb\u200Fc.png', 'abc.png'],
    ['U+061C Arabic letter mark', '\u062A\u0642\u0631\u064A\u0631\u061C.pdf', '\u062A\u0642\u0631\u064A\u0631.pdf'],
  ])('drops bidirectional controls: %s', (_label, raw, kept) => {
    expect(cleanFileName(raw)).toBe(kept);
  });

  it('leaves no bidirectional control in any name, and keeps what they surrounded', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const control of controls) {
      const name = cleanFileName(`${control}설계${control} 문서${control}.pdf${control}`);
      expect([control, name]).toEqual([control, '설계 문서.pdf']);
    }
    // Only controls: nothing is left, so the default name.
    expect(cleanFileName(controls.join(''))).toBe('file');
  });

  it('downloads as an attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('보고서 "final".pdf')).toBe(
      `attachment; filename="___ _final_.pdf"; filename*=UTF-8''%EB%B3%B4%EA%B3%A0%EC%84%9C%20%22final%22.pdf`,
    );
  });
});
