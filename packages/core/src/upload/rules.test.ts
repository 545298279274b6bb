import { describe, expect, it } from 'vitest';
import { checkFile, isPdf, parseAccept, rulesFrom, uploadTip } from './rules';

describe('upload rules', () => {
  it('reads accept lists and defaults to 20 MB and 5 files', () => {
    expect(parseAccept('.pdf, .JPG,.jpeg,image/png')).toEqual(['pdf', 'jpg', 'jpg', 'png']);
    expect(rulesFrom({})).toEqual({ types: [], fileSize: 20, sizeUnit: 'MB', limit: 5 });
    expect(rulesFrom({ accept: '.pdf', fileSize: 50, sizeUnit: 'MB', limit: 1 })).toEqual({
      types: ['pdf'],
      fileSize: 50,
      sizeUnit: 'MB',
      limit: 1,
    });
  });

  it('refuses wrong types (joined with 或), oversize and over-count files', () => {
    const rules = rulesFrom({ accept: '.pdf,.jpg,.png', fileSize: 1 });
    expect(checkFile({ name: 'a.exe', size: 10 }, rules, 0)).toBe('文件格式不正确，只能上传pdf或jpg或png格式的文件');
    expect(checkFile({ name: 'a.pdf', size: 2 * 1024 * 1024 }, rules, 0)).toBe('上传文件大小不能超过 1 MB');
    expect(checkFile({ name: 'a.pdf', size: 10 }, rules, 5)).toBe('上传文件数量不能超过 5 个');
    expect(checkFile({ name: 'a.PDF', size: 10 }, rules, 4)).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 0 }, rules, 0)).toBe('不能上传空文件');
  });

  it('has a PDF-only variant and a tip naming size and types', () => {
    const pdf = rulesFrom({ pdfOnly: true });
    expect(checkFile({ name: 'a.docx', size: 10 }, pdf, 0)).toBe('上传文件只能是 PDF 格式');
    expect(uploadTip(rulesFrom({ accept: '.pdf,.jpg', fileSize: 20 }))).toBe(
      '请上传大小不超过 20MB，格式为 pdf或jpg 的文件',
    );
    expect(isPdf({ name: '备案证明.pdf', url: '/x' })).toBe(true);
    expect(isPdf({ name: 'photo.png', url: '/x.png' })).toBe(false);
  });
});
