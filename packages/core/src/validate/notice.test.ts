import { describe, expect, it } from 'vitest';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, updateNoticeRequest } from '../contract/notices';
import { NOTICE_PAGE_TEXT as T } from '../messages/admin';
import { type NoticeForm, noticeFormErrors, noticeParagraphs } from './notice';

const valid: NoticeForm = {
  noticeTitle: '关于报送年度数据的通知',
  noticeType: '1',
  content: '请按时报送。',
  formId: '',
};

describe('notice form', () => {
  it('stores each line as an escaped paragraph', () => {
    expect(noticeParagraphs('第一段\n\n  <b>第二段</b> & 附件\n')).toBe(
      '<p>第一段</p><p>&lt;b&gt;第二段&lt;/b&gt; &amp; 附件</p>',
    );
  });

  it('refuses what the server schema refuses, under the field', () => {
    expect(noticeFormErrors(valid)).toEqual({});
    expect(noticeFormErrors({ ...valid, noticeTitle: '  ' }).noticeTitle).toBe(T.titleRequired);
    expect(noticeFormErrors({ ...valid, noticeTitle: '题'.repeat(NOTICE_TITLE_MAX + 1) }).noticeTitle).toBe(
      T.tooLong(T.noticeTitle, NOTICE_TITLE_MAX),
    );
    // Escaping counts: the stored HTML is what the limit is on.
    const content = '<'.repeat(NOTICE_CONTENT_MAX / 4);
    expect(noticeFormErrors({ ...valid, content }).content).toBe(T.tooLong(T.noticeContent, NOTICE_CONTENT_MAX));
    expect(noticeFormErrors({ ...valid, formId: '0' }).formId).toBe(T.formIdFormat);
    expect(noticeFormErrors({ ...valid, formId: '2147483648' }).formId).toBe(T.formIdFormat);
    expect(noticeFormErrors({ ...valid, formId: '7' })).toEqual({});
  });

  it('accepts nothing the server would refuse for its limits', () => {
    const title = '题'.repeat(NOTICE_TITLE_MAX);
    expect(noticeFormErrors({ ...valid, noticeTitle: title })).toEqual({});
    const noticeContent = noticeParagraphs('文'.repeat(NOTICE_CONTENT_MAX - 7));
    expect(noticeFormErrors({ ...valid, noticeTitle: title, content: '文'.repeat(NOTICE_CONTENT_MAX - 7) })).toEqual(
      {},
    );
    const parsed = updateNoticeRequest.safeParse({ noticeId: 1, noticeTitle: title, noticeType: '1', noticeContent });
    expect(parsed.success).toBe(true);
  });
});
