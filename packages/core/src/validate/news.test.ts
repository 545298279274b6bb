import { describe, expect, it } from 'vitest';
import { validateNewsDraft } from './news';

describe('news drafts', () => {
  const draft = { title: '标题', source: '', summary: '', content: '<p>正文</p>' };

  it('accepts a title and some text', () => {
    expect(validateNewsDraft(draft)).toEqual({});
  });

  it('needs a title and text that is more than empty markup', () => {
    expect(validateNewsDraft({ ...draft, title: ' ', content: '<p><br></p><script>x</script>' })).toEqual({
      title: '标题不能为空',
      content: '正文不能为空',
    });
  });

  it('enforces the server’s limits', () => {
    expect(
      validateNewsDraft({ ...draft, title: '题'.repeat(101), source: '源'.repeat(51), summary: '摘'.repeat(301) }),
    ).toEqual({ title: '标题不能超过100个字符', source: '来源不能超过50个字符', summary: '摘要不能超过300个字符' });
  });
});
