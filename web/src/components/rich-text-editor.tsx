import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import LinkIcon from 'lucide-react/icons/link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from './ui/field';

/** The heading levels the editor offers, each with its toolbar button. */
const HEADING_LEVELS = [1, 2, 3] as const;

/** Toolbar icons sit at text size beside the B/I/H2 letters. */
const ICON = 'h-4 w-4';

/** The server's sanitiser keeps only these link schemes; the editor refuses the rest up front. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:)/i;

function isAllowedLink(url: string): boolean {
  return ALLOWED_LINK.test(url.trim());
}

type Props = {
  /** HTML; the empty editor reports ''. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/**
 * Rich-text "about" editor: bold, italic, bullet and ordered lists, headings 1–3 and links
 * limited to http, https, mailto and tel. The toolbar follows the ARIA toolbar pattern with pressed states.
 */
export function RichTextEditor({ value, onChange, label, id, error, hint }: Props) {
  const { t } = useTranslation('accounts');
  const auto = useId();
  const fieldId = id ?? auto;
  const labelId = `${fieldId}-label`;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  const attributes = useMemo<Record<string, string>>(
    () => ({
      id: fieldId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      class: 'prose-about min-h-40 px-3 py-2.5 focus:outline-none',
    }),
    [fieldId, labelId, describedBy, error],
  );
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The last HTML the editor reported. Typing at machine speed puts several keystrokes between a report and
  // the render that brings it back as `value`: that value is the editor's own, older text, never content to
  // load (loading it dropped the keystrokes typed since and moved the caret).
  const reported = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isAllowedLink(url),
          shouldAutoLink: (url) => isAllowedLink(url) || /^[\w.-]+\.[a-z]{2,}/i.test(url),
          HTMLAttributes: { rel: 'nofollow noopener', target: null },
        },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      reported.current = current.isEmpty ? '' : current.getHTML();
      onChangeRef.current(reported.current);
    },
  });

  // Content that arrives later (the dashboard's loaded profile) replaces the editor's, without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // The error state changes after the editor exists: keep aria-invalid/-describedby in step.
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  return (
    <div className="flex flex-col gap-1.5">
      <span
        id={labelId}
        className="text-sm font-medium text-mist-300"
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </span>
      <div
        // The writing area's focus ring is drawn around the whole editor, toolbar included.
        className={`rounded-lg border bg-night-950 focus-within:border-rose-400 has-[.ProseMirror:focus-visible]:outline-2 has-[.ProseMirror:focus-visible]:outline-offset-2 has-[.ProseMirror:focus-visible]:outline-rose-400 ${error ? 'border-red-400' : 'border-night-600'}`}
      >
        {editor && <Toolbar editor={editor} label={t('editor.toolbar', { label })} />}
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={fieldId} hint={hint} error={error} />
      <span className="sr-only">{t('editor.help')}</span>
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('accounts');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      headings: HEADING_LEVELS.map((level) => e.isActive('heading', { level })),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const buttons: { key: string; icon: ReactNode; label: string; pressed: boolean; run: () => void }[] = [
    {
      key: 'bold',
      icon: <span className="font-bold">B</span>,
      label: t('editor.bold'),
      pressed: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: <span className="font-serif italic">I</span>,
      label: t('editor.italic'),
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    ...HEADING_LEVELS.map((level) => ({
      key: `h${level}`,
      icon: `H${level}`,
      label: t('editor.heading', { level }),
      pressed: state.headings[level - 1] ?? false,
      run: () => editor.chain().focus().toggleHeading({ level }).run(),
    })),
    {
      key: 'bullet',
      icon: <List className={ICON} />,
      label: t('editor.bulletList'),
      pressed: state.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      icon: <ListOrdered className={ICON} />,
      label: t('editor.orderedList'),
      pressed: state.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      icon: <LinkIcon className={ICON} />,
      label: t('editor.link'),
      pressed: state.link || linkOpen,
      run: () => setLinkOpen((open) => !open),
    },
  ];

  // Roving focus: one tab stop for the toolbar, arrow keys move between buttons (ARIA toolbar pattern).
  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const items = Array.from(
      toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    items.forEach((item, i) => (item.tabIndex = i === next ? 0 : -1));
    items[next]?.focus();
  }

  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-0.5 border-b border-night-600 p-1"
      >
        {buttons.map((button, i) => (
          <button
            key={button.key}
            type="button"
            data-tool={button.key}
            tabIndex={i === 0 ? 0 : -1}
            aria-pressed={button.pressed}
            aria-label={button.label}
            title={button.label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className="flex h-9 min-w-8 items-center justify-center rounded-md px-1.5 text-sm text-mist-100 hover:bg-white/10 aria-pressed:bg-rose-400 aria-pressed:text-night-950"
          >
            <span aria-hidden="true">{button.icon}</span>
          </button>
        ))}
      </div>
      {linkOpen && <LinkForm editor={editor} initial={state.href} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

function LinkForm({ editor, initial, onDone }: { editor: Editor; initial: string; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState('');
  const inputId = useId();

  function apply() {
    const href = url.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!isAllowedLink(href)) {
      setError(t('editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  }

  return (
    <div className="flex flex-col gap-2 border-b border-night-600 p-2 sm:flex-row sm:items-start">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="sr-only">
          {t('editor.linkUrl')}
        </label>
        <input
          id={inputId}
          type="url"
          autoFocus
          value={url}
          placeholder="https://…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          className="w-full rounded-md border border-night-600 bg-night-900 px-2 py-1.5 text-sm text-mist-100 focus:border-rose-400"
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-xs text-red-300">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={apply}
          className="min-h-9 rounded-md bg-rose-400 px-3 text-sm font-semibold text-night-950"
        >
          {t('editor.linkApply')}
        </button>
        {editor.isActive('link') && (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
            className="min-h-9 rounded-md border border-night-600 px-3 text-sm"
          >
            {t('editor.linkRemove')}
          </button>
        )}
      </div>
    </div>
  );
}
