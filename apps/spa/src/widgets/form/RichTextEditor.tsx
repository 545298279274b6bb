// The tinymce tag's editor, loaded only when a form has one (DESIGN: a lazily loaded editor).
// Tiptap keeps content within its schema, so pasted script never reaches the value; what is shown
// later still goes through DOMPurify.
import { FORM_TEXT } from '@ent/core/messages';
import { makeStyles, ToggleButton, Toolbar, tokens } from '@fluentui/react-components';
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    width: '100%',
  },
  content: {
    padding: '4px 10px',
    overflowY: 'auto',
    '& .ProseMirror': { outline: 'none', minHeight: '100%' },
  },
});

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  height: number;
  disabled: boolean;
}

export default function RichTextEditor({ value, onChange, label, height, disabled }: RichTextEditorProps) {
  const styles = useStyles();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false })],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': FORM_TEXT.richTextEditor(label), role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  // Reset, a loaded draft or test data replace the value from outside.
  useEffect(() => {
    // A destroyed editor (remounted, e.g. inside a dialog) has no schema left to serialise with.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const chain = () => editor?.chain().focus();
  return (
    <div className={styles.root}>
      <Toolbar aria-label={FORM_TEXT.richTextEditor(label)} size="small">
        <ToggleButton
          appearance="subtle"
          disabled={disabled}
          checked={active?.bold}
          icon={<TextBoldRegular />}
          aria-label={FORM_TEXT.bold}
          onClick={() => chain()?.toggleBold().run()}
        />
        <ToggleButton
          appearance="subtle"
          disabled={disabled}
          checked={active?.italic}
          icon={<TextItalicRegular />}
          aria-label={FORM_TEXT.italic}
          onClick={() => chain()?.toggleItalic().run()}
        />
        <ToggleButton
          appearance="subtle"
          disabled={disabled}
          checked={active?.heading}
          icon={<TextHeader2Regular />}
          aria-label={FORM_TEXT.heading}
          onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
        />
        <ToggleButton
          appearance="subtle"
          disabled={disabled}
          checked={active?.bullet}
          icon={<TextBulletListLtrRegular />}
          aria-label={FORM_TEXT.bulletList}
          onClick={() => chain()?.toggleBulletList().run()}
        />
        <ToggleButton
          appearance="subtle"
          disabled={disabled}
          checked={active?.ordered}
          icon={<TextNumberListLtrRegular />}
          aria-label={FORM_TEXT.orderedList}
          onClick={() => chain()?.toggleOrderedList().run()}
        />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} style={{ height }} />
    </div>
  );
}
