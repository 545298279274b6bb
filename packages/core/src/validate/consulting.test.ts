import { describe, expect, it } from 'vitest';
import { consultingCreateRequest, consultingReplyRequest } from '../contract/consulting';
import { CONSULTING_TEXT } from '../messages/zqhd';
import {
  consultingAbilities,
  consultingUploadRules,
  emptyConsultingDraft,
  isConsultingPhone,
  replyExcerpt,
  validateConsultingDraft,
  validateReply,
} from './consulting';

const valid = () => ({
  ...emptyConsultingDraft(),
  category: 'policy' as const,
  title: '分布式光伏备案材料',
  content: '请问需要哪些材料？',
});

describe('consulting drafts', () => {
  it('accepts a complete draft', () => {
    expect(validateConsultingDraft(valid())).toEqual({});
    expect(validateConsultingDraft({ ...valid(), contactPhone: '025-83290000', contactName: '张明' })).toEqual({});
  });

  it('names every missing or wrong field', () => {
    const errors = validateConsultingDraft({ ...emptyConsultingDraft(), kind: '', title: '  ', contactPhone: '123' });
    expect(errors).toEqual({
      kind: CONSULTING_TEXT.required('类型'),
      category: CONSULTING_TEXT.required('问题分类'),
      title: CONSULTING_TEXT.required('标题'),
      content: CONSULTING_TEXT.required('内容'),
      contactPhone: CONSULTING_TEXT.badPhone,
    });
  });

  it('enforces the length and attachment limits', () => {
    const errors = validateConsultingDraft({
      ...valid(),
      title: '标'.repeat(101),
      content: '内'.repeat(2001),
      contactName: '名'.repeat(33),
      files: [1, 2, 3, 4, 5, 6],
    });
    expect(errors).toEqual({
      title: '标题不能超过100个字符',
      content: '内容不能超过2000个字符',
      contactName: '联系人不能超过32个字符',
      files: '附件最多上传5个',
    });
  });

  it('checks phones as the server does', () => {
    for (const phone of ['13805170001', '025-83290000', '02583290000', '0512-6666666-123'])
      expect(isConsultingPhone(phone)).toBe(true);
    for (const phone of ['12345678901', '1380517000', '025-123', 'abc']) expect(isConsultingPhone(phone)).toBe(false);
    const body = { kind: 'question', category: 'policy', title: 't', content: 'c', contactPhone: '123' };
    expect(consultingCreateRequest.safeParse(body).error?.issues[0]?.message).toBe(CONSULTING_TEXT.badPhone);
    expect(consultingCreateRequest.parse({ ...body, contactPhone: '', fileIds: [3, 3, 4] })).toMatchObject({
      contactPhone: null,
      contactName: null,
      fileIds: [3, 4],
    });
  });

  it('validates replies', () => {
    expect(validateReply('  ', [], '答复内容')).toBe('答复内容不能为空');
    expect(validateReply('好的', [1, 2, 3, 4, 5, 6], '答复内容')).toBe('附件最多上传5个');
    expect(validateReply('好的', [], '答复内容')).toBeNull();
    expect(consultingReplyRequest.safeParse({ threadId: 1, content: ' ' }).success).toBe(false);
  });

  it('limits attachments to office documents, images and archives of 20 MB', () => {
    const rules = consultingUploadRules();
    expect(rules.types).toEqual(['pdf', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip']);
    expect(rules).toMatchObject({ fileSize: 20, sizeUnit: 'MB', limit: 5 });
  });

  it('shortens replies for notices', () => {
    expect(replyExcerpt('a\n\nb  c', 80)).toBe('a b c');
    expect(replyExcerpt('字'.repeat(10), 4)).toBe('字字字字…');
  });
});

describe('what a caller may do with a thread', () => {
  const staff = { government: true, ownEnterprise: false };
  const owner = { government: false, ownEnterprise: true };
  const stranger = { government: false, ownEnterprise: false };

  it('lets the enterprise withdraw only before any answer', () => {
    expect(consultingAbilities({ status: 'pending', governmentReplies: 0 }, owner)).toEqual({
      canAnswer: false,
      canFollowUp: false,
      canClose: false,
      canWithdraw: true,
    });
    expect(consultingAbilities({ status: 'answered', governmentReplies: 1 }, owner)).toEqual({
      canAnswer: false,
      canFollowUp: true,
      canClose: true,
      canWithdraw: false,
    });
  });

  it('lets staff answer anything open, and nobody act on a closed thread', () => {
    expect(consultingAbilities({ status: 'pending', governmentReplies: 1 }, staff).canAnswer).toBe(true);
    expect(consultingAbilities({ status: 'closed', governmentReplies: 2 }, staff)).toEqual({
      canAnswer: false,
      canFollowUp: false,
      canClose: false,
      canWithdraw: false,
    });
    expect(Object.values(consultingAbilities({ status: 'answered', governmentReplies: 1 }, stranger))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
