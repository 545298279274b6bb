import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXT } from '../messages';
import { endpointFor, fileIdOf, filePath, interpretUpload, withoutFile } from './response';

describe('upload answers', () => {
  const file = { id: 12, name: 'a.pdf', fileName: 'x.pdf', url: '/prod-api/gov-cms/api/v1/file/12', alifileUrl: 'u' };

  it('chooses the endpoint from the action, never posting to an arbitrary URL', () => {
    expect(endpointFor('/prod-api/gov-cms/api/v1/content/attr/upload')).toBe('attachment');
    expect(endpointFor('https://evil.example/upload')).toBe('general');
    expect(endpointFor(undefined)).toBe('general');
  });

  it('the general upload succeeds only with code 200 and a url', () => {
    expect(interpretUpload('general', { code: 200, msg: '上传成功', data: file })).toEqual({
      ok: true,
      file,
      message: UPLOAD_TEXT.succeeded('上传成功'),
    });
    expect(interpretUpload('general', { code: '00000', data: file }).ok).toBe(false);
    expect(interpretUpload('general', { code: 200, data: {} }).ok).toBe(false);
  });

  it('the attachment upload succeeds with 00000; failures carry the server text', () => {
    expect(interpretUpload('attachment', { code: '00000', msg: 'ok', data: file }).ok).toBe(true);
    expect(interpretUpload('attachment', { code: 'A0400', msg: '文件内容与扩展名不符' })).toEqual({
      ok: false,
      message: UPLOAD_TEXT.failed('文件内容与扩展名不符'),
      expired: false,
    });
    expect(interpretUpload('attachment', { code: 'A0230', msg: '' })).toMatchObject({ ok: false, expired: true });
    expect(interpretUpload('attachment', null)).toEqual({
      ok: false,
      message: UPLOAD_TEXT.transportFailed,
      expired: false,
    });
  });

  it('removal replaces the whole list; stored files resolve to their bearer path', () => {
    const list = [file, { ...file, id: 13, name: 'b.pdf', url: '/prod-api/gov-cms/api/v1/file/13' }];
    const after = withoutFile(list, 0);
    expect(after).not.toBe(list);
    expect(after.map((f) => f.id)).toEqual([13]);
    expect(filePath({ url: '/prod-api/gov-cms/api/v1/file/44' })).toBe('/gov-cms/api/v1/file/44');
    expect(filePath({ id: 5, url: 'x' })).toBe('/gov-cms/api/v1/file/5');
    expect(filePath({ url: '/prod-api/files/demo/beian.pdf' })).toBeNull();
    expect(fileIdOf({ url: '/prod-api/gov-cms/api/v1/file/7?inline=1' })).toBe(7);
    expect(fileIdOf({ url: '/prod-api/gov-cms/api/v1/file/7.pdf' })).toBeNull();
    expect(fileIdOf({ url: '/prod-api/gov-cms/api/v1/files/7' })).toBeNull();
  });
});
