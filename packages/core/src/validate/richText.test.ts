import { describe, expect, it } from 'vitest';
import { decodeEntities, plainToRichText, richTextToPlain, safeHref, sanitizeRichText } from './richText';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>标题</h2><p>正文<strong>加粗</strong><em>斜体</em></p><ul><li>一</li><li>二</li></ul><hr><p>a<br>b</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<SCRIPT type="text/javascript">alert(1)</SCRIPT>ok')).toBe('ok');
    // An unclosed script swallows the rest rather than letting it through.
    expect(sanitizeRichText('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('removes handlers, styles and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeRichText('<svg onload=alert(1)><circle/></svg>after')).toBe('after');
  });

  it('keeps only web, mail and platform links, opening external ones safely', () => {
    expect(sanitizeRichText('<a href="https://www.nea.gov.cn/">能源局</a>')).toBe(
      '<a href="https://www.nea.gov.cn/" target="_blank" rel="noopener noreferrer">能源局</a>',
    );
    expect(sanitizeRichText('<a href="/ent/zqhd/notice?id=1&amp;x=2">站内</a>')).toBe(
      '<a href="/ent/zqhd/notice?id=1&amp;x=2">站内</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(safeHref('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeHref('vbscript:x')).toBeNull();
  });

  it('escapes stray markup characters and balances tags', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeRichText('&lt;script&gt; &amp; &nbsp;')).toBe('&lt;script&gt; &amp; &nbsp;');
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeRichText('text</p></div>')).toBe('text');
    expect(sanitizeRichText('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<a href="x>broken')).toBe('&lt;a href="x&gt;broken');
  });

  it('keeps table spans and list starts only when numeric', () => {
    expect(sanitizeRichText('<table><tr><td colspan="2" rowspan="x">c</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">c</td></tr></table>',
    );
    expect(sanitizeRichText('<ol start="3" type="a"><li>x</li></ol>')).toBe('<ol start="3"><li>x</li></ol>');
  });

  it('stays fast on hostile input', () => {
    const hostile = `${'<a '.repeat(20_000)}${'<!--'.repeat(5_000)}`;
    const started = performance.now();
    sanitizeRichText(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('rich text helpers', () => {
  it('turns rich text into plain text and back', () => {
    expect(richTextToPlain('<p>第一段&nbsp;内容</p><p>第二段 &lt;b&gt;</p><script>x</script>')).toBe(
      '第一段 内容 第二段 <b>',
    );
    expect(plainToRichText('第一行\n\n<第二行>\n')).toBe('<p>第一行</p><p>&lt;第二行&gt;</p>');
    expect(decodeEntities('&#x4e2d;&#25991;&amp;&unknown;')).toBe('中文&&unknown;');
  });
});
