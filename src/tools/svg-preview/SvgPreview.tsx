'use client';

import { requestEditorUpgrade } from '@/components/kit/editor-upgrade';
import classes from '@/components/kit/kit.module.css';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import type { ToolSlug } from '@/registry/tools';
import { DataUri } from './DataUri';
import { ExportActions } from './ExportActions';
import { InputPane } from './InputPane';
import { BackgroundPicker, PreviewPane } from './PreviewPane';
import { sample } from './svg-preview.sample';
import { loadPurifier, useSvgPreview } from './use-svg-preview';

const SLUG: ToolSlug = 'svg-preview';
const defaults = { input: sample, background: 'checker', scale: '2', encoding: 'base64' };

/** The SVG Preview island: the editor, the sanitised preview, SVGO and PNG exports, and the data URI. */
export default function SvgPreview() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const { view, error, pending } = useSvgPreview(state.input);

  /** First interaction: load the editor and the sanitiser, so a paste is previewed without a wait. */
  const activate = () => {
    requestEditorUpgrade();
    void loadPurifier();
  };

  return (
    <div
      data-tool={SLUG}
      data-ready={mounted || undefined}
      data-pending={pending || undefined}
      onPointerDownCapture={activate}
      onFocusCapture={activate}
      onKeyDownCapture={activate}
    >
      <div className={classes.options}>
        <BackgroundPicker value={state.background} onChange={(background) => update({ background })} />
      </div>
      <div className={classes.panes}>
        <InputPane slug={SLUG} state={state} update={update} error={error} />
        <PreviewPane view={view} input={state.input} background={state.background} />
      </div>

      <ExportActions view={view} input={state.input} scale={state.scale} update={update} />

      <DataUri view={view} encoding={state.encoding} onEncoding={(encoding) => update({ encoding })} />
    </div>
  );
}
