'use client';

import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { CheckField } from '@/components/kit/Fields';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { formatBytes } from '@/lib/text-stats';
import { OptionsForm } from './OptionsForm';
import type { DataPreview, StepView } from './recipe.protocol';
import { hexPreview, type EditorStep, type FieldSpec, type OpSpec } from './recipe-state';
import classes from './recipes.module.css';

/** The drag data type of a step being moved (its index), so drops of files or text are not taken for one. */
export const STEP_DRAG_TYPE = 'application/x-devbench-recipe-step';

/** What a step's output preview says of its size. */
export function previewSize(preview: DataPreview): string {
  if (preview.kind === 'bytes') return `${formatBytes(preview.size)} of binary data`;
  return preview.fromBytes ? `${preview.size}, bytes read as UTF-8` : preview.size;
}

function PreviewBody({ preview }: { preview: DataPreview }) {
  if (preview.kind === 'bytes') {
    return (
      <>
        <pre className={classes.preview} aria-label="Step output">
          {hexPreview(preview.head, preview.head.length)}
        </pre>
        {preview.size > preview.head.length && <p className={classes.note}>{`The first ${preview.head.length} bytes of ${preview.size}.`}</p>}
      </>
    );
  }
  return (
    <>
      <pre className={classes.preview} aria-label="Step output">
        {preview.text}
      </pre>
      {preview.chars > preview.text.length && (
        <p
          className={classes.note}
        >{`The first ${preview.text.length.toLocaleString('en-US')} of ${preview.chars.toLocaleString('en-US')} characters.`}</p>
      )}
    </>
  );
}

function statusOf(step: EditorStep, view: StepView | undefined, stoppedHere: boolean): string {
  if (step.disabled) return 'Disabled: passes its input on';
  if (!view) return '';
  switch (view.state) {
    case 'done':
      return stoppedHere ? `${view.ms} ms · the run stops here` : `${view.ms} ms`;
    case 'error':
      return 'Failed';
    case 'skipped':
      return 'Disabled: passes its input on';
    default:
      return 'Not run';
  }
}

export interface StepCardProps {
  step: EditorStep;
  index: number;
  count: number;
  /** The operation, or undefined for an id no operation has (a hand-edited link). */
  spec: OpSpec | undefined;
  /** This step's outcome in the last run. */
  view: StepView | undefined;
  stoppedHere: boolean;
  onChange: (step: EditorStep) => void;
  onOption: (field: FieldSpec, value: unknown) => void;
  onRemove: () => void;
  /** Moves this step to `to`; `focus` says what should have the focus after (the step itself, or the button used). */
  onMove: (to: number, focus: 'step' | 'up' | 'down') => void;
  /** Moves the step at `from` (dragged) to this step's place. */
  onDropStep: (from: number) => void;
  stepRef: (node: HTMLLIElement | null) => void;
}

/**
 * One step of the recipe: its operation, options, switches (disabled, breakpoint), its own output (collapsible) or
 * its error, and the controls that move and remove it. It moves by its grip (drag and drop), by Move up / Move down,
 * or by Alt+ArrowUp / Alt+ArrowDown while it (or one of its buttons) has the focus.
 */
export function StepCard({ step, index, count, spec, view, stoppedHere, onChange, onOption, onRemove, onMove, onDropStep, stepRef }: StepCardProps) {
  const [open, setOpen] = useState(true);
  const [dropping, setDropping] = useState(false);
  const outputId = useId();
  const title = spec?.title ?? step.op;
  const number = index + 1;

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    // In a select or a text field Alt+Arrow has its own meaning (open the list, move the caret).
    const target = e.target as HTMLElement;
    if (target !== e.currentTarget && target.tagName !== 'BUTTON') return;
    e.preventDefault();
    const to = e.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to >= 0 && to < count) onMove(to, 'step');
  };

  return (
    <li
      ref={stepRef}
      tabIndex={0}
      aria-label={`Step ${number}: ${title}`}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      className={classes.step}
      data-disabled={step.disabled || undefined}
      data-failed={view?.state === 'error' || undefined}
      data-dropping={dropping || undefined}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(STEP_DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => {
        setDropping(false);
        const from = Number(e.dataTransfer.getData(STEP_DRAG_TYPE));
        if (!e.dataTransfer.types.includes(STEP_DRAG_TYPE) || !Number.isInteger(from)) return;
        e.preventDefault();
        if (from !== index) onDropStep(from);
      }}
    >
      <div className={classes.stepHeader}>
        <span
          className={classes.grip}
          draggable
          title="Drag to move this step"
          aria-hidden
          onDragStart={(e) => {
            e.dataTransfer.setData(STEP_DRAG_TYPE, String(index));
            e.dataTransfer.effectAllowed = 'move';
            const card = e.currentTarget.closest('li');
            if (card) e.dataTransfer.setDragImage(card, 16, 16);
          }}
        >
          <IconGripVertical size={16} />
        </span>
        <span className={classes.stepNumber}>{number}.</span>
        <span className={classes.stepTitle}>{title}</span>
        <code className={classes.opId}>{step.op}</code>
        <span className={classes.stepStatus}>{statusOf(step, view, stoppedHere)}</span>
        <span className={classes.stepButtons}>
          <ActionIcon variant="subtle" size="md" aria-label="Move up" data-action="up" disabled={index === 0} onClick={() => onMove(index - 1, 'up')}>
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label="Move down"
            data-action="down"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'down')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="md" aria-label="Remove" onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </span>
      </div>
      {spec ? (
        <OptionsForm step={step} fields={spec.fields} onChange={onOption} />
      ) : (
        <p className={classes.note}>{`There is no operation "${step.op}" on this site.`}</p>
      )}
      <div className={classes.switches}>
        <CheckField
          label="Disabled"
          checked={step.disabled === true}
          onChange={(disabled) => onChange({ ...step, disabled: disabled || undefined })}
        />
        <CheckField
          label="Breakpoint"
          checked={step.breakpoint === true}
          onChange={(breakpoint) => onChange({ ...step, breakpoint: breakpoint || undefined })}
        />
      </div>
      {view?.state === 'error' && <ErrorPanel error={view.error} />}
      {view?.state === 'done' && !step.disabled && (
        <div className={classes.stepOutput}>
          <button type="button" className={classes.disclosure} aria-expanded={open} aria-controls={outputId} onClick={() => setOpen(!open)}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            {`Output of step ${number}`}
            <span className={classes.note}>{` · ${previewSize(view.preview)}`}</span>
          </button>
          <div id={outputId} hidden={!open}>
            <PreviewBody preview={view.preview} />
          </div>
        </div>
      )}
    </li>
  );
}
