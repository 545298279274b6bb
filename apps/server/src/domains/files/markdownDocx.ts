// Turns the project's own Markdown docs (docs/USER_MANUAL.md, docs/BROWSERS.md) into the .docx files
// the footer offers: headings, paragraphs, bullet and numbered lists, bold and code spans.
import { SERVER_TEXT } from '@ent/core/messages';
import { Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';

const HEADINGS = [HeadingLevel.TITLE, HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

function runs(text: string): TextRun[] {
  // **bold** and `code`; everything else is plain text.
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**')) return new TextRun({ text: part.slice(2, -2), bold: true });
      if (part.startsWith('`') && part.endsWith('`')) return new TextRun({ text: part.slice(1, -1), font: 'Consolas' });
      return new TextRun(part);
    });
}

export function markdownToDocx(markdown: string, title: string): Promise<Buffer> {
  const paragraphs: Paragraph[] = [];
  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length > 0) paragraphs.push(new Paragraph({ children: runs(buffer.join('')), spacing: { after: 120 } }));
    buffer = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      flush();
      paragraphs.push(new Paragraph({ heading: HEADINGS[heading[1].length - 1], children: runs(heading[2]) }));
    } else if (bullet?.[1] !== undefined) {
      flush();
      paragraphs.push(new Paragraph({ children: runs(bullet[1]), bullet: { level: 0 } }));
    } else if (numbered?.[1] !== undefined) {
      flush();
      paragraphs.push(new Paragraph({ children: runs(numbered[1]), numbering: { reference: 'steps', level: 0 } }));
    } else if (line.trim() === '') {
      flush();
    } else {
      buffer.push(line.trim());
    }
  }
  flush();
  const document = new Document({
    title,
    creator: SERVER_TEXT.documentCreator,
    styles: { default: { document: { run: { font: 'Microsoft YaHei', size: 22 } } } },
    numbering: {
      config: [
        { reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: 'left' }] },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}
