import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
// @mantine/tiptap's own stylesheet and the core components it renders from inside its
// package, where web/mantine-styles.plugin.ts does not look (as data-table.tsx does).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.layer.css';

export interface RichTextInputProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly error?: React.ReactNode;
  readonly description?: string;
  readonly minHeight?: number;
}

/**
 * HTML typed with a toolbar (tiptap's StarterKit with Mantine's Link, which asks for
 * the address in a popover). The editor only makes the markup the post allow-list keeps;
 * the server sanitises it all the same. Starts from `value` once: give it a React key to
 * start again.
 */
export function RichTextInput({
  name,
  label,
  value,
  onChange,
  error,
  description,
  minHeight = 160,
}: RichTextInputProps) {
  const editor = useEditor({
    // StarterKit 3 brings a link extension of its own; Mantine's (with its link popover) replaces it.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: { 'aria-label': label, 'data-testid': `rich-text-${name}`, style: `min-height: ${minHeight}px` },
    },
  });

  return (
    <Input.Wrapper size="md" label={label} error={error} description={description} data-field={name}>
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
